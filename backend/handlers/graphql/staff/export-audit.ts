import type { AuditFilter } from '../../../contract/staff';
import type { OperationResults } from '../../../contract/operations';
import { exportAudit } from '../../../domain/staff/audit-trail';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.exportAudit: the filtered audit log as CSV (administrators); the export is itself recorded. */
export const handler = defineResolver<{ filter?: AuditFilter | null }, OperationResults['exportAudit']>(
  ({ args, caller, sourceIp, userAgent }) =>
    exportAudit(staffDependencies(), caller, args.filter, { sourceIp, userAgent }),
);
