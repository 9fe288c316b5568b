import { createFolder } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.createFolder */
export const handler = defineResolver('Mutation.createFolder', (actor, args) =>
  createFolder(actor, args, libraryDependencies()),
);
