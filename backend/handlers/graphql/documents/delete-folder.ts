import { deleteFolder } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.deleteFolder: only an empty folder. */
export const handler = defineResolver('Mutation.deleteFolder', (actor, args) =>
  deleteFolder(actor, args, libraryDependencies()),
);
