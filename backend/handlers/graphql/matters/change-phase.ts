/** changeMatterPhase(matterId, version, phase, confirmOpenDeadline): closing with an open deadline is confirmed (staff). */
import { changeMatterPhase } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.changeMatterPhase', (actor, args) =>
  changeMatterPhase(actor, args, matterDependencies()),
);
