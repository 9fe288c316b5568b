/** The in-memory matter store keeps the contract the DynamoDB adapter keeps. */
import { describeMatterStoreContract } from './contracts/matter-store-contract';
import { MemoryMatterStore } from './memory-matter-store';

describeMatterStoreContract('in memory', () => new MemoryMatterStore());
