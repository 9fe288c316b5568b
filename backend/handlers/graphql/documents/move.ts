import { moveDocument } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.moveDocument: a file into another folder. */
export const handler = defineResolver('Mutation.moveDocument', (actor, args) =>
  moveDocument(actor, args, libraryDependencies()),
);
