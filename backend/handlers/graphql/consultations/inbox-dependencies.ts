/** Wires the inbox's domain to DynamoDB, the audit log and the user store, as the resolvers run it. */
import { inboxStore } from '../../../adapters/dynamodb/consultation-inbox';
import type { WorkDeps } from '../../../domain/consultations/work-consultation';
import { auditLog } from '../../audit';
import { userStore } from '../auth/dependencies';

export function inboxDependencies(): WorkDeps {
  return { store: inboxStore, users: userStore, audit: auditLog() };
}
