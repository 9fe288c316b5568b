/**
 * The documents area's function: the File Manager's folders, uploads, links and trash, and the document
 * requests sent to clients that fill its folders (staff only).
 */
import { handler as documents } from '../documents/list-folder';
import { handler as documentTrash } from '../documents/list-trash';
import { handler as searchDocuments } from '../documents/search';
import { handler as documentVersions } from '../documents/list-versions';
import { handler as createFolder } from '../documents/create-folder';
import { handler as deleteFolder } from '../documents/delete-folder';
import { handler as renameDocument } from '../documents/rename';
import { handler as moveDocument } from '../documents/move';
import { handler as trashDocument } from '../documents/trash';
import { handler as restoreDocument } from '../documents/restore';
import { handler as emptyTrash } from '../documents/empty-trash';
import { handler as trashEmptying } from '../documents/trash-emptying';
import { handler as requestUpload } from '../documents/request-upload';
import { handler as confirmUpload } from '../documents/confirm-upload';
import { handler as documentLink } from '../documents/link';
import { handler as clientRequests } from '../client-requests/list';
import { handler as clientRequest } from '../client-requests/get';
import { handler as createClientRequest } from '../client-requests/create';
import { handler as resendClientRequest } from '../client-requests/resend';
import { handler as extendClientRequest } from '../client-requests/extend';
import { handler as revokeClientRequest } from '../client-requests/revoke';
import { handler as releaseClientFile } from '../client-requests/release-file';
import { areaHandler } from './dispatch';

export const handler = areaHandler('documents', {
  documents,
  documentTrash,
  searchDocuments,
  documentVersions,
  createFolder,
  deleteFolder,
  renameDocument,
  moveDocument,
  trashDocument,
  restoreDocument,
  emptyTrash,
  trashEmptying,
  requestUpload,
  confirmUpload,
  documentLink,
  clientRequests,
  clientRequest,
  createClientRequest,
  resendClientRequest,
  extendClientRequest,
  revokeClientRequest,
  releaseClientFile,
});
