import { renameDocument } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.renameDocument: a file or a folder. */
export const handler = defineResolver('Mutation.renameDocument', (actor, args) =>
  renameDocument(actor, args, libraryDependencies()),
);
