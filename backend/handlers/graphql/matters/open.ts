/** openMatter(input): a matter from a lead whose conflict check is cleared, audited (staff). */
import { openMatter } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.openMatter', (actor, args) =>
  openMatter(actor, args, matterDependencies()),
);
