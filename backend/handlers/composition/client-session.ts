/** The signed-in client's operations: their invitations and matters, and the audit log (DynamoDB only). */
import { clientAccountStore } from '../../adapters/dynamodb/client-accounts';
import { matterStore } from '../../adapters/dynamodb/matters';
import type { ClientSessionDependencies } from '../../domain/client-portal/ports';
import { auditLog } from './shared';

export function clientSessionDependencies(): ClientSessionDependencies {
  return { clients: clientAccountStore, matters: matterStore, audit: auditLog() };
}
