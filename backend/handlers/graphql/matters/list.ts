/** matters(phase, responsibleAttorney, cursor): a page of matters, newest opened first (staff). */
import { listMatters } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.matters', (actor, args) =>
  listMatters(actor, args, matterDependencies()),
);
