import { restoreDocument } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.restoreDocument: back from the Trash. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string }) =>
  restoreDocument(deps, actor, args.id),
);
