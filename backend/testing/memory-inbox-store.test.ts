/** The in-memory store of consultation requests keeps the contract the DynamoDB adapters keep. */
import { describeInboxStoreContract } from './contracts/inbox-store-contract';
import { MemoryInboxStore } from './memory-inbox-store';

describeInboxStoreContract('in memory', () => new MemoryInboxStore());
