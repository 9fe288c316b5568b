import { trashEmptying } from '../../../domain/documents/trash-emptying';
import { trashEmptyingDependencies } from '../../composition/trash-emptying';
import { defineResolver } from '../resolver';

/** Query.trashEmptying: how far a Trash emptying has got, for the administrator watching it. */
export const handler = defineResolver('Query.trashEmptying', (actor, args) =>
  trashEmptying(actor, args, trashEmptyingDependencies()),
);
