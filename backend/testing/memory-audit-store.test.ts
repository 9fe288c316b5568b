/** The in-memory audit store and outbox keep the contract the DynamoDB adapter keeps. */
import { describeAuditOutboxContract, describeAuditStoreContract } from './contracts/audit-store-contract';
import { MemoryAuditOutbox, MemoryAuditStore } from './memory-audit-store';

describeAuditStoreContract('in memory', () => new MemoryAuditStore());
describeAuditOutboxContract('in memory', () => new MemoryAuditOutbox());
