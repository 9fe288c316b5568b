/** setRoutineParties(names): replaces the routine list (administrators); audited. */
import { setRoutineParties } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.setRoutineParties', (actor, args) =>
  setRoutineParties(actor, args, partiesDependencies()),
);
