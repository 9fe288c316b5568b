import { deleteFolder } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.deleteFolder: only an empty folder. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string }) =>
  deleteFolder(deps, actor, args.id),
);
