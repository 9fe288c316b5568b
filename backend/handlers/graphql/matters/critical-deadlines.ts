/** criticalDeadlines(cursor): every open limitation deadline, the earliest first (staff). */
import { listCriticalDeadlines } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.criticalDeadlines', (actor, args) =>
  listCriticalDeadlines(actor, args, matterDependencies()),
);
