/** The client-uploads area: a client's upload page behind the link a staff request mailed them. */ import {
  mutation,
  query,
  type AreaMember,
  type ResolverGrants,
} from './entries';

/**
 * The client's upload page: public (the link's token is the only proof), its own function, so nothing a
 * stranger reaches holds a staff grant. Every operation counts link checks per network (throttles); the
 * link's hash key comes from the public-function secret, never the signing secret.
 */
const CLIENT_LINK: ResolverGrants = {
  reads: ['clientRequests'],
  writes: ['clientRequests', 'throttles'],
  appends: ['audit'],
  usesPublicFunctionSecret: true,
};
/** "I'm done" and "ask for a new link" tell whoever asked and the consultation's assignee. */
const CLIENT_NOTICE: ResolverGrants = {
  ...CLIENT_LINK,
  reads: ['clientRequests', 'consultations'],
  sendsMail: true,
};

export const CLIENT_UPLOADS = [
  query('clientUploadPage', 'anyone', 'client-requests/upload-page', CLIENT_LINK),
  mutation('requestClientUpload', 'anyone', 'client-requests/request-upload', {
    ...CLIENT_LINK,
    quarantine: { write: true },
  }),
  mutation('confirmClientUpload', 'anyone', 'client-requests/confirm-upload', {
    ...CLIENT_LINK,
    quarantine: { read: true, delete: true },
  }),
  mutation('finishClientUploads', 'anyone', 'client-requests/finish', CLIENT_NOTICE),
  mutation('askForNewUploadLink', 'anyone', 'client-requests/ask-for-new-link', CLIENT_NOTICE),
] satisfies AreaMember[];
