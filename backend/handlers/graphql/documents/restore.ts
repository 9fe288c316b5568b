import { restoreDocument } from '../../../domain/documents/trash';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.restoreDocument: back from the Trash. */
export const handler = defineResolver('Mutation.restoreDocument', (actor, args) =>
  restoreDocument(actor, args, libraryDependencies()),
);
