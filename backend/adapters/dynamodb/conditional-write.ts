import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';

/**
 * Makes a conditional write and says whether it happened: false when its condition did not hold (another
 * request was first, a limit was reached), so racing callers learn who won without a read. Other errors throw.
 */
export async function conditionally(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
