import { moveDocument } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.moveDocument: a file into another folder. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string; folderId: string }) =>
  moveDocument(deps, actor, args),
);
