import { listTrash } from '../../../domain/documents/trash';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Query.documentTrash: the Trash, most recently deleted first. */
export const handler = defineResolver('Query.documentTrash', (actor, args) =>
  listTrash(actor, args, libraryDependencies()),
);
