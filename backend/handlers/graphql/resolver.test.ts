/**
 * The resolver wrapper enforces the caller the registry declares, before the operation runs, and the
 * operation's actor type follows the declaration: the type checks below are part of `npm run typecheck`
 * (an `@ts-expect-error` that stops erring fails it).
 */
import { captureLogLines } from '../../testing/log-lines';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSchema } from '../../schema-file';
import type { AdministratorActor, StaffActor, Visitor } from '../../domain/auth/callers';
import { authMessages } from '../../domain/auth/policy';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors';
import { toResolverContext, type ResolverContext } from './identity';
import { resolvers } from './registry';
import { defineResolver, type ResolverEvent } from './resolver';

function eventFor(field: string, context: ResolverContext): ResolverEvent<Record<string, never>> {
  const [parentTypeName = '', fieldName = ''] = field.split('.');
  return {
    arguments: {},
    identity: { resolverContext: context },
    source: null,
    request: { headers: { 'user-agent': 'Vitest' }, domainName: null },
    info: { parentTypeName, fieldName, selectionSetList: [], selectionSetGraphQL: '', variables: {} },
    prev: null,
    stash: {},
  };
}

const visitorContext = toResolverContext({ kind: 'anonymous' }, '203.0.113.5');
const firstStageContext = toResolverContext(
  { kind: 'mfa', email: 'dana@firm.example', tokenVersion: 1 },
  '203.0.113.5',
);

afterEach(() => vi.restoreAllMocks());

describe('defineResolver', () => {
  it('hands an open operation the calling client and nobody', async () => {
    const operate = vi.fn(async (_actor: Visitor) => 'challenge');
    const handler = defineResolver('Query.consultationChallenge', operate);
    await expect(handler(eventFor('Query.consultationChallenge', visitorContext))).resolves.toBe('challenge');
    expect(operate).toHaveBeenCalledWith(
      { kind: 'visitor', sourceIp: '203.0.113.5', userAgent: 'Vitest' },
      {},
    );
  });

  it.each([
    ['Query.posts', visitorContext, authMessages.notSignedIn],
    ['Query.posts', firstStageContext, authMessages.notSignedIn],
    ['Mutation.emptyTrash', visitorContext, authMessages.notSignedIn],
    ['Mutation.sendCode', visitorContext, authMessages.signInAgain],
  ] as const)('refuses %s to a lesser caller before the operation runs', async (field, context, message) => {
    const operate = vi.fn<() => Promise<never>>();
    const handler = defineResolver(field, operate);
    await expect(handler(eventFor(field, context))).rejects.toThrow(message);
    expect(operate).not.toHaveBeenCalled();
  });

  it.each([
    ['a field the registry does not hold', 'Query.nothingHere'],
    ['a registered field other than its own', 'Query.health'],
  ])('refuses %s, and logs why under the reference the answer quotes', async (_, served) => {
    const log = captureLogLines();
    try {
      const operate = vi.fn<() => Promise<never>>();
      const handler = defineResolver('Query.consultationChallenge', operate);
      const refusal = handler(eventFor(served, visitorContext), { awsRequestId: 'req-7f3a' });
      await expect(refusal).rejects.toThrow(`${GENERIC_ERROR_MESSAGE} (Reference: req-7f3a)`);
      expect(operate).not.toHaveBeenCalled();
      expect(log.lines).toEqual([
        expect.objectContaining({
          level: 'ERROR',
          message: 'resolver-failed',
          field: served,
          request_id: 'req-7f3a',
        }),
      ]);
    } finally {
      log.restore();
    }
  });

  it('gives each field the actor its declared caller guarantees (checked by the compiler)', () => {
    // What these operations answer is not under test here: they never return.
    const staffOperation = async (actor: StaffActor): Promise<never> => {
      throw new Error(actor.user.email);
    };
    const administratorOperation = async (actor: AdministratorActor): Promise<never> => {
      throw new Error(actor.user.email);
    };
    const handlers = [
      defineResolver('Query.posts', staffOperation),
      defineResolver('Mutation.emptyTrash', staffOperation),
      defineResolver('Mutation.emptyTrash', administratorOperation),
      // @ts-expect-error an open field's actor is a visitor: a staff operation cannot be registered there
      defineResolver('Mutation.login', staffOperation),
      // @ts-expect-error a first-stage field's actor has not finished signing in
      defineResolver('Mutation.sendCode', staffOperation),
      // @ts-expect-error a staff field's actor is not checked as an administrator
      defineResolver('Query.posts', administratorOperation),
      // @ts-expect-error a field the registry does not declare has no handler
      defineResolver('Query.nothingHere', staffOperation),
    ];
    expect(handlers).toHaveLength(7);
  });

  it("gives each operation its field's arguments and answer, from the schema (checked by the compiler)", () => {
    const handlers = [
      defineResolver('Query.health', async () => ({ status: 'ok', time: '2026-01-01T00:00:00Z' })),
      // A nullable field of the answer may be left out: GraphQL answers it as null.
      defineResolver('Query.trashEmptying', async (_actor, { id }) => ({
        id,
        state: 'running',
        total: 0,
        deleted: 0,
        failed: 0,
        startedAt: '2026-01-01T00:00:00Z',
      })),
      // @ts-expect-error the answer is the field's: health answers an object, not text
      defineResolver('Query.health', async () => 'ok'),
      // @ts-expect-error the answer is the whole object: a field the schema declares non-null cannot be left out
      defineResolver('Query.health', async () => ({ status: 'ok' })),
      // @ts-expect-error the arguments are the field's: trashEmptying takes an id, no cursor
      defineResolver('Query.trashEmptying', async (_actor, { cursor }: { cursor: string }) => cursor),
    ];
    expect(handlers).toHaveLength(5);
  });
});

describe('the registry', () => {
  // The type check holds the registry to the schema too (registry/index.ts); this is the same at run time.
  it('has exactly one entry for each root field of the schema', () => {
    const schema = loadSchema();
    const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}).map((field) => `${type?.name}.${field}`),
    );
    const registered = resolvers.map((entry) => `${entry.typeName}.${entry.fieldName}`);
    expect(registered.toSorted()).toEqual(fields.toSorted());
  });

  it('opens exactly these operations to anyone (a new one must be added here, on purpose)', () => {
    const open = resolvers
      .filter((entry) => entry.caller === 'anyone')
      .map((entry) => `${entry.typeName}.${entry.fieldName}`);
    expect(open).toEqual([
      'Query.health',
      'Mutation.login',
      // "Sign in with a passkey" without an email: options per network, then a verified passkey.
      'Mutation.passkeySignInOptions',
      'Mutation.passkeySignIn',
      'Mutation.user',
      'Mutation.getUser',
      'Mutation.updatePassword',
      'Mutation.consultationform',
      'Query.consultationChallenge',
      // A client's document request: each answers only to a live upload link's token.
      'Query.clientUploadPage',
      'Mutation.requestClientUpload',
      'Mutation.confirmClientUpload',
      'Mutation.finishClientUploads',
      'Mutation.askForNewUploadLink',
      // An engagement letter's signing page: each answers only to a signing link's token.
      'Query.signingPage',
      'Mutation.giveSigningConsent',
      'Mutation.sendSigningCode',
      'Mutation.checkSigningCode',
      'Mutation.signLetter',
      'Mutation.declineLetter',
      // Whether a PDF with this SHA-256 is one the firm sealed: the answer names nothing of it.
      'Query.checkSeal',
    ]);
  });
});
