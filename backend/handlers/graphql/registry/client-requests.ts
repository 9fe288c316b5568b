/** Staff work on client document requests, in the documents area: the requests fill its folders. */
import { mutation, resolverGroup, type AreaMember, type ResolverGrants } from './entries';

const REQUESTS_READ: ResolverGrants = { reads: ['users', 'clientRequests'] };
const REQUESTS_CHANGE: ResolverGrants = { ...REQUESTS_READ, writes: ['clientRequests'], appends: ['audit'] };
/** A new link: its token is hashed with the upload page's key (the public-function secret), and it is mailed. */
const REQUESTS_LINK: ResolverGrants = { ...REQUESTS_CHANGE, sendsMail: true, usesPublicFunctionSecret: true };

export const CLIENT_REQUESTS = [
  ...resolverGroup('Query', 'staff', REQUESTS_READ, {
    clientRequests: 'client-requests/list',
    clientRequest: 'client-requests/get',
  }),
  mutation('createClientRequest', 'staff', 'client-requests/create', {
    ...REQUESTS_LINK,
    reads: ['users', 'clientRequests', 'documents', 'consultations'],
    writes: ['clientRequests', 'documents'],
  }),
  mutation('resendClientRequest', 'staff', 'client-requests/resend', REQUESTS_LINK),
  ...resolverGroup('Mutation', 'staff', REQUESTS_CHANGE, {
    extendClientRequest: 'client-requests/extend',
    revokeClientRequest: 'client-requests/revoke',
  }),
  mutation('releaseClientFile', 'staff', 'client-requests/release-file', {
    reads: ['users', 'clientRequests', 'documents'],
    writes: ['clientRequests', 'documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true, write: true },
    quarantine: { read: true, delete: true },
  }),
] satisfies AreaMember[];
