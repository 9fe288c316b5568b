/** The in-memory post store keeps the contract the DynamoDB adapter keeps. */
import { describePostStoreContract } from './contracts/post-store-contract';
import { MemoryPostStore } from './memory-post-store';

describePostStoreContract('in memory', () => new MemoryPostStore());
