/** closeDeadline(matterId, version, deadlineId, outcome): a deadline staff added, completed or removed (staff). */
import { closeDeadline } from '../../../domain/matters/added-deadlines';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.closeDeadline', (actor, args) =>
  closeDeadline(actor, args, matterDependencies()),
);
