/** verifyLimitation(matterId, proposedDate, date, note): the responsible attorney or an administrator (staff). */
import { verifyLimitation } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.verifyLimitation', (actor, args) =>
  verifyLimitation(actor, args, matterDependencies()),
);
