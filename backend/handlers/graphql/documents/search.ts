import { searchDocuments } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Query.searchDocuments: ready files whose name starts with the text, in every folder. */
export const handler = defineDocumentResolver(
  (deps, _actor, args: { name: string; cursor?: string | null }) => searchDocuments(deps, args),
);
