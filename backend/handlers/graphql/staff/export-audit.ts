import { exportAudit } from '../../../domain/staff/audit-trail';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.exportAudit: the filtered audit log as CSV (administrators); the export is itself recorded. */
export const handler = defineResolver('Mutation.exportAudit', (actor, args) =>
  exportAudit(actor, args, staffDependencies()),
);
