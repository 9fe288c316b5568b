import { moveDocument } from '../../../domain/documents/library';
import { defineDocumentResolver } from './dependencies';

/** Mutation.moveDocument: a file into another folder. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string; folderId: string }) =>
  moveDocument(deps, actor, args),
);
