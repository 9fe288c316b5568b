import { emptyTrash } from '../../../domain/documents/trash';
import type { NoArguments } from '../../../domain/operation';
import { libraryDependencies } from '../../composition';
import { defineResolver } from '../resolver';

/** Mutation.emptyTrash: administrators only (checked on the stored record). */
export const handler = defineResolver('Mutation.emptyTrash', (actor, args: NoArguments) =>
  emptyTrash(actor, args, libraryDependencies()),
);
