import { landLetter } from '../../domain/letters/landing';
import { invocation } from '../composition/log';
import { landingDependencies } from '../composition/letter-sealing';

/**
 * Invoked asynchronously by Mutation.signLetter once every signer signed, by Mutation.countersignLetter, and by
 * the notice sweeper for a letter whose sealing did not finish: seals, files, tells the attorney and opens
 * the matter.
 */
async function handle(payload: { letterId: string }): Promise<void> {
  await landLetter(payload, landingDependencies());
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
