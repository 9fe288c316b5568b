import { listAudit } from '../../../domain/staff/audit-trail';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Query.auditEntries: one page of the audit log, newest first, filtered (administrators). */
export const handler = defineResolver('Query.auditEntries', (actor, args) =>
  listAudit(actor, args, staffDependencies()),
);
