import { confirmUpload } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.confirmUpload: the object arrived with the announced size and type; the file is ready. */
export const handler = defineDocumentResolver(
  (deps, actor, args: { documentId: string; versionId: string }) => confirmUpload(deps, actor, args),
);
