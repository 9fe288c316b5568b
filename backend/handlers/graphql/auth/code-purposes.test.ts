/**
 * Emailed codes through the local AppSync and dynalite: a code is good for what it was sent for and nothing
 * else (a step-up code never finishes a sign-in, a sign-in code never confirms a step-up), and the firm's
 * factor policy is checked wherever an emailed code is accepted, whichever record holds a live code.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ConfirmStepUpDocument, SendStepUpCodeDocument } from '../../../contract/graphql/account.generated';
import {
  ConfirmTotpEnrolmentDocument,
  StartTotpEnrolmentDocument,
} from '../../../contract/graphql/factors.generated';
import {
  LoginDocument,
  SendCodeDocument,
  TwoFactorLoginDocument,
} from '../../../contract/graphql/sign-in.generated';
import { SetFactorPolicyDocument } from '../../../contract/graphql/staff.generated';
import { authMessages } from '../../../domain/auth/policy';
import {
  codeIn,
  createAccount,
  errorOf,
  passwordStep,
  signIn,
  waitForEmail,
  type TestAccount,
} from '../../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN, type TestStack } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();

/** Mails the session's owner a step-up code and reads it from the mailbox. */
async function stepUpCode(stack: TestStack, account: TestAccount, session: string) {
  const before = (await stack.emails()).map((mail) => mail.body.text ?? '');
  expect(dataOf((await stack.graphql(SendStepUpCodeDocument, {}, session)).body).sendStepUpCode).toBe(true);
  return codeIn(await waitForEmail(stack, account.email, /security code/, before));
}

describe('an emailed code is good for what it was sent for', () => {
  it('refuses a step-up code at sign-in, and the sign-in code still works', async () => {
    const account = await createAccount();
    const session = await signIn(stack, account);
    const { firstStageToken, code: signInCode } = await passwordStep(stack, account);
    const stepUp = await stepUpCode(stack, account, session);
    expect(stepUp).not.toBe(signInCode);

    const refused = await stack.graphql(TwoFactorLoginDocument, { securityCode: stepUp }, firstStageToken);
    expect(errorOf(refused.body)).toBe(authMessages.wrongCode);
    const signedIn = await stack.graphql(
      TwoFactorLoginDocument,
      { securityCode: signInCode },
      firstStageToken,
    );
    expect(dataOf(signedIn.body).twoFactorLogin.user.email).toBe(account.email);
  });

  it('refuses a sign-in code for a step-up, and the step-up code still works', async () => {
    const account = await createAccount();
    const session = await signIn(stack, account);
    const stepUp = await stepUpCode(stack, account, session);
    const { code: signInCode } = await passwordStep(stack, account);
    expect(signInCode).not.toBe(stepUp);

    const refused = await stack.graphql(ConfirmStepUpDocument, { securityCode: signInCode }, session);
    expect(errorOf(refused.body)).toBe(authMessages.wrongCode);
    const confirmed = await stack.graphql(ConfirmStepUpDocument, { securityCode: stepUp }, session);
    expect(dataOf(confirmed.body).confirmStepUp).toBe(true);
  });

  it('refuses a sign-in code for a step-up when no step-up code was sent', async () => {
    const account = await createAccount();
    const session = await signIn(stack, account);
    const { code: signInCode } = await passwordStep(stack, account);
    const refused = await stack.graphql(ConfirmStepUpDocument, { securityCode: signInCode }, session);
    expect(errorOf(refused.body)).toBe(authMessages.noStepUpCode);
  });
});

describe('with a strong factor required of everyone and no grace period', () => {
  it('refuses the emailed code at sign-in and at step-up to a user with an authenticator app, even with a step-up code live', async () => {
    const account = await createAccount();
    const session = await signIn(stack, account);
    const started = await stack.graphql(StartTotpEnrolmentDocument, {}, session);
    const secret = Secret.fromBase32(dataOf(started.body).startTotpEnrolment.secret);
    const code = TOTP.generate({ secret, timestamp: stack.moveClock(0).getTime() });
    expect(
      errorOf((await stack.graphql(ConfirmTotpEnrolmentDocument, { code }, session)).body),
    ).toBeUndefined();
    // Mailed while the policy still allowed it: a live step-up code when the policy changes.
    const stepUp = await stepUpCode(stack, account, session);

    const admin = await signIn(stack, TEST_ADMIN);
    const policy = await stack.graphql(SetFactorPolicyDocument, { require: 'everyone', graceDays: 0 }, admin);
    expect(dataOf(policy.body).setFactorPolicy.require).toBe('everyone');

    const firstStage = dataOf((await stack.graphql(LoginDocument, account)).body).login;
    expect(firstStage.factors).not.toContain('EMAIL_CODE');
    const signInWithStepUpCode = await stack.graphql(
      TwoFactorLoginDocument,
      { securityCode: stepUp },
      firstStage.token,
    );
    expect(errorOf(signInWithStepUpCode.body)).toBe(authMessages.emailCodeNotAllowed);
    const askedForCode = await stack.graphql(SendCodeDocument, {}, firstStage.token);
    expect(errorOf(askedForCode.body)).toBe(authMessages.emailCodeNotAllowed);

    const stepUpByEmail = await stack.graphql(ConfirmStepUpDocument, { securityCode: stepUp }, session);
    expect(errorOf(stepUpByEmail.body)).toBe(authMessages.emailCodeNotAllowed);
    const newStepUpCode = await stack.graphql(SendStepUpCodeDocument, {}, session);
    expect(errorOf(newStepUpCode.body)).toBe(authMessages.emailCodeNotAllowed);
  });
});
