/** routineParties: the insurers and agencies the check shows but never flags (staff). */
import { routineParties } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.routineParties', (actor, args) =>
  routineParties(actor, args, partiesDependencies()),
);
