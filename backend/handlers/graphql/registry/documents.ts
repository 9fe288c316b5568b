/** The documents area's File Manager operations. */
import { mutation, query, resolverGroup, type AreaMember, type ResolverGrants } from './entries';

const FOLDER_READ: ResolverGrants = { reads: ['users', 'documents'] };
const FOLDER_CHANGE: ResolverGrants = { ...FOLDER_READ, writes: ['documents'], appends: ['audit'] };

export const DOCUMENTS = [
  ...resolverGroup('Query', 'staff', FOLDER_READ, {
    documents: 'documents/list-folder',
    documentTrash: 'documents/list-trash',
    searchDocuments: 'documents/search',
  }),
  query('documentVersions', 'staff', 'documents/list-versions', {
    reads: ['users', 'documents', 'documentVersions'],
  }),
  ...resolverGroup('Mutation', 'staff', FOLDER_CHANGE, {
    createFolder: 'documents/create-folder',
    deleteFolder: 'documents/delete-folder',
    renameDocument: 'documents/rename',
    moveDocument: 'documents/move',
    trashDocument: 'documents/trash',
    restoreDocument: 'documents/restore',
  }),
  // Counts the Trash, records the job and its first entry; the job deletes (jobs/registry.ts).
  mutation('emptyTrash', 'admin', 'documents/empty-trash', {
    stepUp: true,
    reads: ['users', 'documents'],
    writes: ['jobs'],
    appends: ['audit'],
    startsJobs: ['emptyTrash'],
  }),
  query('trashEmptying', 'admin', 'documents/trash-emptying', { reads: ['users', 'jobs'] }),
  mutation('requestUpload', 'staff', 'documents/request-upload', {
    reads: ['users', 'documents'],
    writes: ['documents', 'documentVersions'],
    documents: { write: true },
  }),
  mutation('confirmUpload', 'staff', 'documents/confirm-upload', {
    reads: ['users', 'documents', 'documentVersions'],
    writes: ['documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true, delete: true },
  }),
  mutation('documentLink', 'staff', 'documents/link', {
    reads: ['users', 'documents', 'documentVersions'],
    appends: ['audit'],
    documents: { read: true },
  }),
] satisfies AreaMember[];
