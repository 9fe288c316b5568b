/**
 * The shape of a registry entry and the builders every area's list is written with. An entry names the
 * root field, the handler module that resolves it, who may call it and what its function may touch.
 * `entry` is relative to backend/handlers/graphql and names a module exporting `handler`.
 */
import type { TableKey } from '../../../adapters/dynamodb/tables';
import type { CallerRequirement } from '../../../domain/auth/callers';
import type { DocumentsAccess, FunctionGrants } from '../../function-grants';
import type { JobName } from '../../jobs/registry';

export type { CallerRequirement, DocumentsAccess };

/**
 * The feature areas, one Lambda function each (docs/decisions/005-one-function-per-area.md). An area serves
 * public callers (`anyone`, `first-stage`) or staff (`staff`, `admin`), never both, so no function that a
 * stranger can reach holds a staff grant.
 */
export const RESOLVER_AREAS = [
  'sign-in',
  'intake',
  'documents',
  'posts',
  'consultations',
  'staff',
  'account',
  'client-uploads',
  'signing',
] as const;
export type ResolverArea = (typeof RESOLVER_AREAS)[number];

/** What each area's function serves, in a sentence: the head of its generated module (areas/<area>.ts). */
export const AREA_PURPOSES: Record<ResolverArea, string> = {
  'sign-in': 'signing in, the second factor and password resets (public callers only).',
  intake: "the contact form's consultation request and its bot check (public callers only).",
  documents:
    "the File Manager's folders, uploads, links and trash, the document requests sent to clients that fill its folders, and engagement letters, whose sealed PDFs land there (staff only).",
  posts: 'news posts (staff only).',
  consultations:
    "the consultation inbox, its export, the staff it may be assigned to, the lead report, the leads' conflict checks and matters (staff only).",
  staff:
    "administrators' management of staff accounts, the audit log and the firm's settings (administrators only).",
  account:
    "a staff member's own account: name, password, sign-ins, sessions, sign-in factors and calendar feed (staff only).",
  'client-uploads': "a client's upload page, reached by the link's token alone (public).",
  signing:
    "a client's signing page for an engagement letter, reached by the link's token alone, and the seal check (public).",
};

/** The module of an area's function (relative to backend/handlers/graphql, like `entry`). */
export const areaEntry = (area: ResolverArea) => `areas/${area}`;

/** Callers that need no staff session. */
export const PUBLIC_CALLERS: readonly CallerRequirement[] = ['anyone', 'first-stage'];

export interface ResolverEntry extends FunctionGrants {
  area: ResolverArea;
  typeName: 'Query' | 'Mutation';
  fieldName: string;
  entry: string;
  /**
   * Who the operation is for. The resolver wrapper enforces it before the operation runs and hands the
   * operation the actor it asks for (backend/domain/auth/callers.ts); a test walks this list calling every
   * non-public operation as each lesser caller.
   */
  caller: CallerRequirement;
  /**
   * Allowed to a user the firm's factor policy bars from everything else (past the grace period with no
   * passkey or authenticator app): the operations of enrolling one.
   */
  duringEnrolment?: boolean;
  /** Writes exports to the documents bucket's `exports/` and signs their links. */
  exports?: boolean;
  /** Jobs it starts after answering (backend/handlers/jobs/registry.ts); the stack grants the invoke. */
  startsJobs?: JobName[];
  /**
   * Wants a second-factor check within the last ten minutes (domain/auth/step-up.ts): the wrapper refuses
   * with the step-up message before the operation runs. Operations that need it only sometimes (disabling,
   * not enabling) check it themselves.
   */
  stepUp?: boolean;
  /** Documents bucket access limited to the `quarantine/` prefix, where clients' files wait for the scan. */
  quarantine?: DocumentsAccess;
}

/** What an entry may touch: the tables, mail, secret, jobs and buckets it names; nothing else. */
export type ResolverGrants = Partial<
  Omit<ResolverEntry, 'area' | 'typeName' | 'fieldName' | 'entry' | 'caller'>
>;

/** Staff operations read the factors table too: the wrapper checks the firm's factor policy first. */
const STAFF_CALLERS: readonly CallerRequirement[] = ['staff', 'admin'];

/** An entry before its area is stamped on (see `inArea`). */
export type AreaMember = Omit<ResolverEntry, 'area'>;

/** An entry that keeps its field and caller as literal types, so a handler's actor type can be read off it. */
type Declared<
  T extends ResolverEntry['typeName'],
  F extends string,
  C extends CallerRequirement,
> = AreaMember & {
  typeName: T;
  fieldName: F;
  caller: C;
};

/** One root field's resolver, which may touch only what `grants` names (by default: nothing). */
function resolver<T extends ResolverEntry['typeName'], F extends string, C extends CallerRequirement>(
  typeName: T,
  fieldName: F,
  caller: C,
  entry: string,
  grants: ResolverGrants = {},
): Declared<T, F, C> {
  const reads: TableKey[] = [...(grants.reads ?? [])];
  // The wrapper reads the caller's factors for the firm's policy on every staff call.
  if (STAFF_CALLERS.includes(caller) && !reads.includes('factors')) reads.push('factors');
  const declared: Declared<T, F, C> = {
    typeName,
    fieldName,
    caller,
    entry,
    writes: [],
    sendsMail: false,
    usesSecret: false,
    ...grants,
    reads,
  };
  // The step-up check reads the caller's session.
  if (grants.stepUp) declared.reads = [...new Set([...declared.reads, 'sessions' as const])];
  return declared;
}

const rootField =
  <T extends ResolverEntry['typeName']>(typeName: T) =>
  <F extends string, C extends CallerRequirement>(
    fieldName: F,
    caller: C,
    entry: string,
    grants?: ResolverGrants,
  ) =>
    resolver(typeName, fieldName, caller, entry, grants);
export const query = rootField('Query');
export const mutation = rootField('Mutation');

/** Fields of one area that the same callers may call and that touch the same things: `{ fieldName: entry }`. */
export function resolverGroup<
  T extends ResolverEntry['typeName'],
  C extends CallerRequirement,
  Fields extends Record<string, string>,
>(typeName: T, caller: C, grants: ResolverGrants, entries: Fields): Declared<T, keyof Fields & string, C>[] {
  return Object.entries(entries).map(([fieldName, entry]) =>
    resolver(typeName, fieldName as keyof Fields & string, caller, entry, grants),
  );
}

/** Stamps each member with its area: the function that serves it. */
export const inArea = <M extends AreaMember>(
  area: ResolverArea,
  members: readonly M[],
): (M & { area: ResolverArea })[] => members.map((member) => ({ ...member, area }));
