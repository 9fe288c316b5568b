/**
 * Changes that make lasting access ask for a recent second factor through the local AppSync: adding a staff
 * account, resetting someone's factors, changing the firm's sign-in policy and making an administrator are
 * refused with the step-up message once the sign-in is over ten minutes old (and change nothing), and go
 * through right after the emailed step-up code is confirmed on the same session. Time moves through the
 * test hook.
 */
import { describe, expect, it } from 'vitest';
import { ConfirmStepUpDocument, SendStepUpCodeDocument } from '../../../contract/graphql/account.generated';
import { AddUserDocument } from '../../../contract/graphql/sign-in.generated';
import {
  FactorPolicyDocument,
  ResetStaffFactorsDocument,
  SetFactorPolicyDocument,
  SetStaffAdministratorDocument,
} from '../../../contract/graphql/staff.generated';
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../../contract/sessions';
import { getUser } from '../../../adapters/dynamodb/users';
import {
  codeIn,
  createAccount,
  errorOf,
  newUserInput,
  signIn,
  waitForEmail,
} from '../../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });

/** An administrator's session whose sign-in is past the step-up window. */
async function staleAdministratorSession() {
  const session = await signIn(stack, TEST_ADMIN);
  stack.moveClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
  return session;
}

/** The emailed step-up code, confirmed on `session`. */
async function stepUp(session: string) {
  const before = (await stack.emails()).map((mail) => mail.body.text ?? '');
  await stack.graphql(SendStepUpCodeDocument, {}, session);
  const code = codeIn(await waitForEmail(stack, TEST_ADMIN.email, /security code/, before));
  expect(dataOf((await stack.graphql(ConfirmStepUpDocument, { securityCode: code }, session)).body)).toEqual({
    confirmStepUp: true,
  });
}

describe('a change that makes lasting access, on a session whose second factor is over ten minutes old', () => {
  it('adding a staff account is refused until the second factor is confirmed again', async () => {
    const session = await staleAdministratorSession();
    const input = newUserInput();
    expect(errorOf((await stack.graphql(AddUserDocument, input, session)).body)).toBe(
      STEP_UP_REQUIRED_MESSAGE,
    );
    expect(await getUser(input.email)).toBeUndefined();

    await stepUp(session);
    const added = await stack.graphql(AddUserDocument, input, session);
    expect(dataOf(added.body).addUser.user.email).toBe(input.email);
  });

  it('resetting another account’s factors is refused until the second factor is confirmed again', async () => {
    const target = await createAccount();
    const session = await staleAdministratorSession();
    const refused = await stack.graphql(ResetStaffFactorsDocument, { email: target.email }, session);
    expect(errorOf(refused.body)).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect((await stack.emails()).some((mail) => mail.destination.to.includes(target.email))).toBe(false);

    await stepUp(session);
    const reset = await stack.graphql(ResetStaffFactorsDocument, { email: target.email }, session);
    expect(dataOf(reset.body).resetStaffFactors.email).toBe(target.email);
  });

  it('changing the firm’s sign-in policy is refused until the second factor is confirmed again', async () => {
    const session = await staleAdministratorSession();
    const before = dataOf((await stack.graphql(FactorPolicyDocument, {}, session)).body).factorPolicy;
    const change = { require: 'administrators', graceDays: 30 };
    const refused = await stack.graphql(SetFactorPolicyDocument, change, session);
    expect(errorOf(refused.body)).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect(dataOf((await stack.graphql(FactorPolicyDocument, {}, session)).body).factorPolicy).toEqual(
      before,
    );

    await stepUp(session);
    const changed = await stack.graphql(SetFactorPolicyDocument, change, session);
    expect(dataOf(changed.body).setFactorPolicy).toMatchObject(change);
  });

  it('making an administrator is refused until the second factor is confirmed again', async () => {
    const target = await createAccount();
    const session = await staleAdministratorSession();
    const promote = { email: target.email, isAdmin: true };
    const refused = await stack.graphql(SetStaffAdministratorDocument, promote, session);
    expect(errorOf(refused.body)).toBe(STEP_UP_REQUIRED_MESSAGE);
    expect((await getUser(target.email))?.isAdmin).toBe(false);

    await stepUp(session);
    const promoted = await stack.graphql(SetStaffAdministratorDocument, promote, session);
    expect(dataOf(promoted.body).setStaffAdministrator.isAdmin).toBe(true);
  });
});
