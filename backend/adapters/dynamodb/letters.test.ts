/** The letter store against dynalite: the contract every letter store keeps. */
import { describeLetterStoreContract } from '../../testing/contracts/letter-store-contract';
import { useTestStack } from '../../testing/use-test-stack';
import { letterStore } from './letters';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

describeLetterStoreContract('DynamoDB', () => letterStore);
