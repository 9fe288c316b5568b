/**
 * The resolver wrapper enforces the caller the registry declares, before the operation runs, and the
 * operation's actor type follows the declaration: the type checks below are part of `npm run typecheck`
 * (an `@ts-expect-error` that stops erring fails it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const operate = vi.fn(async (actor: Visitor) => actor);
    const handler = defineResolver('Mutation.login', operate);
    await expect(handler(eventFor('Mutation.login', visitorContext))).resolves.toEqual({
      kind: 'visitor',
      sourceIp: '203.0.113.5',
      userAgent: 'Vitest',
    });
  });

  it.each([
    ['Query.posts', visitorContext, authMessages.notSignedIn],
    ['Query.posts', firstStageContext, authMessages.notSignedIn],
    ['Mutation.emptyTrash', visitorContext, authMessages.notSignedIn],
    ['Mutation.sendCode', visitorContext, authMessages.signInAgain],
  ] as const)('refuses %s to a lesser caller before the operation runs', async (field, context, message) => {
    const operate = vi.fn(async () => 'ran');
    const handler = defineResolver(field, operate);
    await expect(handler(eventFor(field, context))).rejects.toThrow(message);
    expect(operate).not.toHaveBeenCalled();
  });

  it.each([
    ['a field the registry does not hold', 'Query.nothingHere'],
    ['a registered field other than its own', 'Query.health'],
  ])('refuses %s, and logs why', async (_, served) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const operate = vi.fn(async () => 'ran');
    const handler = defineResolver('Mutation.login', operate);
    await expect(handler(eventFor(served, visitorContext))).rejects.toThrow(GENERIC_ERROR_MESSAGE);
    expect(operate).not.toHaveBeenCalled();
    expect(log.mock.calls[0]?.[0]).toContain(served);
  });

  it('gives each field the actor its declared caller guarantees (checked by the compiler)', () => {
    const staffOperation = async (actor: StaffActor) => actor.user.email;
    const administratorOperation = async (actor: AdministratorActor) => actor.user.email;
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
});

describe('the registry', () => {
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
    ]);
  });
});
