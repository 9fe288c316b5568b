/** acknowledgeDeadline(matterId, date): the responsible attorney or an administrator (staff). */
import { acknowledgeDeadline } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.acknowledgeDeadline', (actor, args) =>
  acknowledgeDeadline(actor, args, matterDependencies()),
);
