/** The audit log as the Lambda functions (and the local stack) run it: DynamoDB behind the domain's port. */
import { auditStore } from '../adapters/dynamodb/audit-log';
import { config } from '../config';
import { createAuditLog, type AuditLog } from '../domain/audit/audit-log';

export function auditLog(): AuditLog {
  return createAuditLog(auditStore, { retentionDays: config().auditRetentionDays });
}
