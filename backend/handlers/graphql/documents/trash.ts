import { trashDocument } from '../../../domain/documents/trash';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.trashDocument: to the Trash, restorable for 30 days. */
export const handler = defineResolver('Mutation.trashDocument', (actor, args) =>
  trashDocument(actor, args, libraryDependencies()),
);
