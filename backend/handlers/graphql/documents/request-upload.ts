import { requestUpload } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.requestUpload: a presigned POST for one file. */
export const handler = defineDocumentResolver(
  (deps, actor, args: { folderId?: string | null; name: string; size: number; contentType: string }) =>
    requestUpload(deps, actor, args),
);
