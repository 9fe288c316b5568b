/** saveDeadline(matterId, version, deadlineId, input): adds a deadline to a matter, or changes one (staff). */
import { saveDeadline } from '../../../domain/matters/added-deadlines';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.saveDeadline', (actor, args) =>
  saveDeadline(actor, args, matterDependencies()),
);
