import { trashDocument } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.trashDocument: to the Trash, restorable for 30 days. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string }) =>
  trashDocument(deps, actor, args.id),
);
