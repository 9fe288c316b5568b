/**
 * The client portal. Its operations run in three functions, by who calls them: the staff's invitations in the
 * consultations area (with matters), the sign-in link in the public sign-in area (which alone signs tokens),
 * and the signed-in client's own operations in the client-portal area, which serves clients only and holds
 * no staff grant: the client-accounts table and the matters it reads, nothing else.
 */
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

/** Staff on the matter page: the matter must exist; the invitation mails a sign-in link. */
const INVITATIONS: ResolverGrants = {
  reads: ['matters', 'clientAccounts'],
  writes: ['clientAccounts'],
  appends: ['audit'],
};

export const CLIENT_INVITATIONS = [
  query('matterClients', 'staff', 'client-portal/matter-clients', { reads: ['matters', 'clientAccounts'] }),
  // The link's hash key is the public-function secret's, as an upload link's is.
  mutation('inviteClient', 'staff', 'client-portal/invite', {
    ...INVITATIONS,
    sendsMail: true,
    usesPublicFunctionSecret: true,
  }),
  mutation('removeClientAccess', 'staff', 'client-portal/remove-access', INVITATIONS),
] satisfies AreaMember[];

export const CLIENT_SIGN_IN = [
  // throttles: per network and per address (keyed by the address's hash).
  mutation('requestClientSignIn', 'anyone', 'client-portal/request-sign-in', {
    reads: ['clientAccounts'],
    writes: ['clientAccounts', 'throttles'],
    sendsMail: true,
    usesPublicFunctionSecret: true,
  }),
  // The secret signs the client's token (a key of its own, derived for clients alone).
  mutation('signInClient', 'anyone', 'client-portal/sign-in', {
    reads: ['clientAccounts'],
    writes: ['clientAccounts', 'throttles'],
    appends: ['audit'],
    usesSecret: true,
    usesPublicFunctionSecret: true,
  }),
] satisfies AreaMember[];

/** The signed-in client's own operations; the wrapper reads the caller's account (clientAccounts) first. */
export const CLIENT_PORTAL = [
  query('clientMatters', 'client', 'client-portal/matters', { reads: ['matters'] }),
  query('clientMatter', 'client', 'client-portal/matter', { reads: ['matters'] }),
  mutation('signOutClient', 'client', 'client-portal/sign-out', {
    writes: ['clientAccounts'],
    appends: ['audit'],
  }),
] satisfies AreaMember[];
