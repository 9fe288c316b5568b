import { emptyTrash } from '../../../domain/documents/trash-emptying';
import { trashEmptyingDependencies } from '../../composition/trash-emptying';
import { defineResolver } from '../resolver';

/** Mutation.emptyTrash: administrators only (checked on the stored record); answers with the job at once. */
export const handler = defineResolver('Mutation.emptyTrash', (actor, args) =>
  emptyTrash(actor, args, trashEmptyingDependencies()),
);
