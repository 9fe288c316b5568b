/**
 * Which handler module resolves which GraphQL field, and which feature area's function serves it. The CDK
 * stack builds one Lambda function per area, holding the union of its entries' grants, and the local
 * AppSync emulation loads the same area modules (areas/<area>.ts), which route each field to its entry.
 * Each feature declares its fields in its own module here; entries.ts holds the entry's shape and builders.
 */
import type { TableKey } from '../../../adapters/dynamodb/tables';
import type { SchemaField } from '../../../contract/graphql/schema-fields.generated';
import { ACCOUNT } from './account';
import { CALENDAR_FEED } from './calendar-feed';
import { CLIENT_REQUESTS } from './client-requests';
import { CLIENT_UPLOADS } from './client-uploads';
import { CONFLICTS } from './conflicts';
import { CONSULTATIONS } from './consultations';
import { DOCUMENTS } from './documents';
import { inArea, type ResolverEntry } from './entries';
import { INTAKE } from './intake';
import { LETTERS } from './letters';
import { MATTERS } from './matters';
import { POSTS } from './posts';
import { SIGN_IN } from './sign-in';
import { SIGNING } from './signing';
import { STAFF } from './staff';

export {
  AREA_PURPOSES,
  PUBLIC_CALLERS,
  RESOLVER_AREAS,
  areaEntry,
  type CallerRequirement,
  type DocumentsAccess,
  type ResolverArea,
  type ResolverEntry,
} from './entries';

export const resolvers = [
  ...inArea('sign-in', SIGN_IN),
  ...inArea('intake', INTAKE),
  ...inArea('documents', DOCUMENTS),
  ...inArea('documents', CLIENT_REQUESTS),
  ...inArea('documents', LETTERS),
  ...inArea('client-uploads', CLIENT_UPLOADS),
  ...inArea('signing', SIGNING),
  ...inArea('posts', POSTS),
  ...inArea('consultations', CONSULTATIONS),
  ...inArea('consultations', CONFLICTS),
  ...inArea('consultations', MATTERS),
  ...inArea('staff', STAFF),
  ...inArea('account', ACCOUNT),
  ...inArea('account', CALENDAR_FEED),
] satisfies ResolverEntry[];

type Registered = (typeof resolvers)[number];

/** `Type.field` of every field in the registry; a handler names the field it serves with one of these. */
export type RegisteredField = Registered extends infer Entry
  ? Entry extends { typeName: infer T extends string; fieldName: infer F extends string }
    ? `${T}.${F}`
    : never
  : never;

/** Holds when `Fields` is empty; otherwise the type check fails, naming them. */
type NoneOf<Fields extends never> = Fields;

/**
 * The registry is a record over the schema's root fields (contract/graphql/schema-fields.generated.ts): a
 * field of backend/schema/ without an entry here, or an entry naming no field of the schema, fails
 * `npm run typecheck` on one of these two lines.
 */
export type SchemaFieldsWithoutEntry = NoneOf<Exclude<SchemaField, RegisteredField>>;
export type EntriesWithoutSchemaField = NoneOf<Exclude<RegisteredField, SchemaField>>;

/**
 * What the authorizer function may touch: it reads users to check the token version and the session to see
 * that it still holds, and writes the session's last seen (at most once a minute).
 */
export const authorizerEntry = {
  entry: 'authorizer',
  reads: ['users', 'sessions'] as TableKey[],
  writes: ['sessions'] as TableKey[],
  usesSecret: true,
};

/**
 * AppSync caches an authorizer answer by the Authorization header alone. No answer may be cached: a cached
 * "yes" would let a request without the origin header through (and carry another viewer's address), and a
 * cached "no" for a direct call would refuse every visitor sending the same bare `Bearer`.
 */
export const AUTHORIZER_CACHE_TTL_SECONDS = 0;
