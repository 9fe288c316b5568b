/**
 * Walks the resolver registry and calls every operation that is not for 'anyone' as each lesser caller:
 * no token, a bare "Bearer" (signed out), a first-stage token, a token signed with another key, a disabled
 * user's session, a client's session (on every staff operation), and (for 'admin' operations) a
 * non-administrator's session. Client operations are walked the other way too: a staff member's and an
 * administrator's session, and another client's session on every operation naming a matter (the first
 * client's). Every call must be refused.
 * Then every operation the registry declares `stepUp` is called by an administrator whose last second factor
 * is older than the step-up window: each must answer the step-up message before it does anything.
 * The documents are built from the schema (backend/schema/), so an operation added later is walked without edits here.
 */
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenKeys } from '../../adapters/signing-secret';
import { signSessionToken } from '../../domain/auth/tokens';
import { loadSchema } from '../../schema-file';
import { useTestStack } from '../../testing/use-test-stack';
import { createAccount, passwordStep, signIn, type TestAccount } from '../../testing/auth-test-helpers';
import { resolvers } from './registry';
import { disabledUserToken } from '../../testing/test-callers';
import { productClock } from '../../adapters/clock';
import { CLIENT_PORTAL_TEXT } from '../../contract/client-portal';
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../contract/sessions';
import { TEST_ADMIN } from '../../testing/test-stack';
import { inviteClient, seedMatter, signInAsClient, uniqueClientEmail } from '../../testing/client-portal';

const schema = loadSchema();

/** A harmless value for a required argument of any input type. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  if (inner instanceof GraphQLList) return [];
  if (inner instanceof GraphQLEnumType) return inner.getValues()[0]?.value;
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields()).filter((field) => field.type instanceof GraphQLNonNull);
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (inner instanceof GraphQLScalarType) {
    if (inner.name === 'Int' || inner.name === 'Float') return 1;
    if (inner.name === 'Boolean') return false;
    if (inner.name === 'AWSDateTime') return '2026-01-01T00:00:00Z';
    if (inner.name === 'AWSDate') return '2026-01-01';
    if (inner.name === 'AWSEmail') return 'someone@example.com';
  }
  return 'someone@example.com';
}

/** `mutation { field(arg: $arg) { __typename } }` with variables for every required argument. */
function documentFor(typeName: 'Query' | 'Mutation', fieldName: string) {
  const root = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[fieldName];
  if (!field) throw new Error(`${typeName}.${fieldName} is not in the schema`);
  const required = field.args.filter((arg: GraphQLArgument) => arg.type instanceof GraphQLNonNull);
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passing = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const operation = typeName === 'Query' ? 'query' : 'mutation';
  return {
    query: `${operation}${declarations ? `(${declarations})` : ''} { ${fieldName}${passing ? `(${passing})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

const stack = useTestStack();
const tokens: Record<string, string | null> = {};
beforeAll(async () => {
  const staff: TestAccount = await createAccount();
  tokens['no token'] = null;
  tokens['signed out'] = '';
  tokens['first-stage'] = (await passwordStep(stack, staff)).firstStageToken;
  tokens['signed with another key'] = await signSessionToken(
    {
      sub: staff.email,
      ver: 1,
      data: {
        fullName: 'Dana Whitfield',
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: staff.email,
        isAdmin: true,
      },
      sid: 'no-such-session',
    },
    {
      kid: (await tokenKeys()).signing.kid,
      key: new TextEncoder().encode('another-key-another-key-another-key!'),
    },
    productClock(),
  );
  // Only the disabled flag changes (not the token version the real disable also bumps), so this proves the
  // disabled check itself.
  tokens.disabled = await disabledUserToken(stack, { isAdmin: true });
  tokens['non-administrator'] = await signIn(stack, staff);
  tokens.administrator = await signIn(stack, TEST_ADMIN);
  const [mine, theirs] = [await seedMatter('Ana Lopez'), await seedMatter('Bo Chen')];
  const [client, otherClient] = [uniqueClientEmail('client'), uniqueClientEmail('other')];
  await inviteClient(stack, tokens['non-administrator'], mine.id, client);
  await inviteClient(stack, tokens['non-administrator'], theirs.id, otherClient);
  tokens.client = await signInAsClient(stack, client);
  tokens['another client'] = await signInAsClient(stack, otherClient);
  clientsMatterId = mine.id;
}, 60_000);

/** The matter the walk's first client is invited to: what another client's token asks for. */
let clientsMatterId = '';

const guarded = resolvers.filter((entry) => entry.caller !== 'anyone');

/** Whether the field takes a matter's id: another client's token asks for the first client's matter. */
const namesAMatter = (entry: (typeof resolvers)[number]) =>
  documentFor(entry.typeName, entry.fieldName).query.includes('$matterId');

const lesserCallers = (entry: (typeof resolvers)[number]) =>
  entry.caller === 'client'
    ? [
        'no token',
        'signed out',
        'first-stage',
        'signed with another key',
        'disabled',
        'non-administrator',
        'administrator',
        ...(namesAMatter(entry) ? ['another client'] : []),
      ]
    : [
        'no token',
        'signed out',
        ...(entry.caller === 'first-stage' ? [] : ['first-stage']),
        'signed with another key',
        'disabled',
        'client',
        ...(entry.caller === 'admin' ? ['non-administrator'] : []),
      ];

describe.each(
  guarded.map((entry) => [`${entry.typeName}.${entry.fieldName} (${entry.caller})`, entry] as const),
)('%s', (_, entry) => {
  it.each(lesserCallers(entry).map((caller) => [caller]))('is refused for: %s', async (caller) => {
    const { query, variables } = documentFor(entry.typeName, entry.fieldName);
    const asked = caller === 'another client' ? { ...variables, matterId: clientsMatterId } : variables;
    const { status, body } = await stack.graphql(query, asked, tokens[caller]);
    if (status === 401) return; // the authorizer refused the token outright
    expect(status).toBe(200);
    // Every root field is non-null, so a refused call answers with no data at all.
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(
      caller === 'another client' ? CLIENT_PORTAL_TEXT.en.notFound : /sign in|administrator|expired/i,
    );
  });
});

describe('with a second factor older than the step-up window', () => {
  const guardedByStepUp = resolvers.filter((entry) => entry.stepUp);
  let staleAdmin: string;
  beforeAll(async () => {
    staleAdmin = await signIn(stack, TEST_ADMIN);
    stack.moveClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
  });

  it.each(guardedByStepUp.map((entry) => [`${entry.typeName}.${entry.fieldName}`, entry] as const))(
    '%s asks for the second factor again',
    async (_, entry) => {
      const { query, variables } = documentFor(entry.typeName, entry.fieldName);
      const { body } = await stack.graphql(query, variables, staleAdmin);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.message).toBe(STEP_UP_REQUIRED_MESSAGE);
    },
  );

  it('covers the operations that create lasting access or destroy data', () => {
    expect(guardedByStepUp.map((entry) => entry.fieldName)).toEqual(
      expect.arrayContaining(['createCalendarFeed', 'exportAudit']),
    );
  });
});

it('walks every guarded operation', () => {
  expect(guarded.map((entry) => entry.fieldName)).toEqual(
    expect.arrayContaining([
      'addUser',
      'staffUsers',
      'setStaffDisabled',
      'exportAudit',
      'changeMyPassword',
      'matters',
      'criticalDeadlines',
      'changeMatterPhase',
      'inviteClient',
      'clientMatters',
      'clientMatter',
      'signOutClient',
    ]),
  );
});
