/**
 * For handler tests: the callers they speak as. The signed-in administrator and staff user most staff
 * operations are called by, and each kind of caller a staff operation must refuse (a first-stage token, a
 * well-signed session of someone who is no staff user, a disabled user's session).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll } from 'vitest';
import { documentClient, tableName } from '../adapters/dynamodb/client';
import { tokenKeys } from '../adapters/signing-secret';
import { signSessionToken } from '../domain/auth/tokens';
import { TEST_ADMIN, type TestStack } from './test-stack';
import { createAccount, passwordStep, signIn, type TestAccount } from './auth-test-helpers';
import { productClock } from '../adapters/clock';

export interface SignedInStaff {
  /** The seeded administrator's session. */
  adminToken: string;
  /** A staff user (not an administrator) created for this test file. */
  staff: TestAccount;
  staffToken: string;
}

/**
 * Signs in the administrator and a new staff user before the file's tests (after `useTestStack`'s hook,
 * which must be registered first); the returned object is filled in then.
 */
export function useSignedInStaff(stack: TestStack): SignedInStaff {
  const signedIn = {} as SignedInStaff;
  beforeAll(async () => {
    signedIn.adminToken = await signIn(stack, TEST_ADMIN);
    signedIn.staff = await createAccount();
    signedIn.staffToken = await signIn(stack, signedIn.staff);
  });
  return signedIn;
}

/** A new account's first-stage token: the password accepted, the security code not yet entered. */
export async function newFirstStageToken(stack: TestStack): Promise<string> {
  return (await passwordStep(stack, await createAccount())).firstStageToken;
}

/** A session signed with the real key for someone who has no account at all. */
export async function nonStaffToken(): Promise<string> {
  return signSessionToken(
    {
      sub: 'stranger@example.com',
      ver: 1,
      data: { fullName: 'S T', firstName: 'S', lastName: 'T', email: 'stranger@example.com', isAdmin: true },
      sid: 'no-such-session',
    },
    (await tokenKeys()).signing,
    productClock(),
  );
}

/**
 * The session of an account disabled after it signed in. Only the `disabled` flag is written (not the
 * token version that disabling through the staff screen also bumps), so a refusal proves the disabled
 * check itself.
 */
export async function disabledUserToken(
  stack: TestStack,
  options: { isAdmin?: boolean } = {},
): Promise<string> {
  const account = await createAccount(options);
  const token = await signIn(stack, account);
  await markDisabled(account.email);
  return token;
}

/** Sets the account's `disabled` flag and nothing else. */
export async function markDisabled(email: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('users'),
      Key: { email },
      UpdateExpression: 'SET disabled = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}
