import { searchDocuments } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Query.searchDocuments: ready files whose name starts with the text, in every folder. */
export const handler = defineResolver('Query.searchDocuments', (actor, args) =>
  searchDocuments(actor, args, libraryDependencies()),
);
