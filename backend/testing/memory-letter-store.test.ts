/** The in-memory letter store keeps the contract the DynamoDB adapter keeps. */
import { describeLetterStoreContract } from './contracts/letter-store-contract';
import { MemoryLetterStore } from './memory-letter-store';

describeLetterStoreContract('in memory', () => new MemoryLetterStore());
