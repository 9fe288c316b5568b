import { renameDocument } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.renameDocument: a file or a folder. */
export const handler = defineDocumentResolver((deps, actor, args: { id: string; name: string }) =>
  renameDocument(deps, actor, args),
);
