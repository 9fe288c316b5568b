/** matterTimeline(matterId, cursor): a matter's audited changes, newest first (staff). */
import { listMatterTimeline } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.matterTimeline', (actor, args) =>
  listMatterTimeline(actor, args, matterDependencies()),
);
