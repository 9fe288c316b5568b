/**
 * Step-up with a passkey through the local AppSync and dynalite, with a software authenticator: a challenge
 * for the caller's own passkeys confirms the step-up; a step-up challenge never finishes a sign-in and a
 * sign-in challenge never confirms a step-up; the prompt is told which factors it may offer, the emailed
 * code only where the firm's policy allows it. Time moves through the test hook.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmStepUpWithPasskeyDocument,
  PasskeyStepUpOptionsDocument,
} from '../../../contract/graphql/account.generated';
import {
  AddPasskeyDocument,
  MyFactorsDocument,
  PasskeyRegistrationOptionsDocument,
  RegenerateRecoveryCodesDocument,
} from '../../../contract/graphql/factors.generated';
import {
  LoginDocument,
  PasskeyLoginDocument,
  PasskeyLoginOptionsDocument,
} from '../../../contract/graphql/sign-in.generated';
import { SetFactorPolicyDocument } from '../../../contract/graphql/staff.generated';
import { STEP_UP_REQUIRED_MESSAGE, STEP_UP_WINDOW_SECONDS } from '../../../contract/sessions';
import { getUser } from '../../../adapters/dynamodb/users';
import { authMessages } from '../../../domain/auth/policy';
import { createAccount, errorOf, signIn, type TestAccount } from '../../../testing/auth-test-helpers';
import { SoftwareAuthenticator } from '../../../testing/software-authenticator';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack({ testHooks: true });

let account: TestAccount;
let session: string;
let authenticator: SoftwareAuthenticator;

const ceremony = (options: string) => ({
  challenge: (JSON.parse(options) as { challenge: string }).challenge,
  origin: new URL(stack.url).origin,
  rpId: 'localhost',
});

async function stepUpChallenge() {
  const { body } = await stack.graphql(PasskeyStepUpOptionsDocument, {}, session);
  return dataOf(body).passkeyStepUpOptions;
}

const stepUpFactors = async () =>
  dataOf((await stack.graphql(MyFactorsDocument, {}, session)).body).myFactors.stepUpFactors;

beforeAll(async () => {
  account = await createAccount();
  session = await signIn(stack, account);
  authenticator = new SoftwareAuthenticator((await getUser(account.email))!._id);
  const { challengeId, options } = dataOf(
    (await stack.graphql(PasskeyRegistrationOptionsDocument, {}, session)).body,
  ).passkeyRegistrationOptions;
  const added = await stack.graphql(
    AddPasskeyDocument,
    { challengeId, name: 'Test key', response: authenticator.create(ceremony(options)) },
    session,
  );
  expect(errorOf(added.body)).toBeUndefined();
  stack.moveClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
});

describe('step-up with a passkey', () => {
  it('is offered first, then the emailed code', async () => {
    expect(await stepUpFactors()).toEqual(['PASSKEY', 'EMAIL_CODE']);
  });

  it('confirms the step-up once; the same assertion again is refused', async () => {
    expect(errorOf((await stack.graphql(RegenerateRecoveryCodesDocument, {}, session)).body)).toBe(
      STEP_UP_REQUIRED_MESSAGE,
    );
    const { challengeId, options } = await stepUpChallenge();
    const assertion = { challengeId, response: authenticator.get(ceremony(options)) };
    const confirmed = await stack.graphql(ConfirmStepUpWithPasskeyDocument, assertion, session);
    expect(dataOf(confirmed.body).confirmStepUpWithPasskey).toBe(true);
    expect(errorOf((await stack.graphql(RegenerateRecoveryCodesDocument, {}, session)).body)).toBeUndefined();
    const replayed = await stack.graphql(ConfirmStepUpWithPasskeyDocument, assertion, session);
    expect(errorOf(replayed.body)).toBe(authMessages.passkeyFailed);
  });

  it('takes no sign-in challenge, and its own challenge finishes no sign-in', async () => {
    const firstStage = dataOf((await stack.graphql(LoginDocument, account)).body).login;
    const signInChallenge = dataOf(
      (await stack.graphql(PasskeyLoginOptionsDocument, {}, firstStage.token)).body,
    ).passkeyLoginOptions;
    const withSignInChallenge = await stack.graphql(
      ConfirmStepUpWithPasskeyDocument,
      {
        challengeId: signInChallenge.challengeId,
        response: authenticator.get(ceremony(signInChallenge.options)),
      },
      session,
    );
    expect(errorOf(withSignInChallenge.body)).toBe(authMessages.passkeyFailed);

    const { challengeId, options } = await stepUpChallenge();
    const signInWithStepUpChallenge = await stack.graphql(
      PasskeyLoginDocument,
      { challengeId, response: authenticator.get(ceremony(options)) },
      firstStage.token,
    );
    expect(errorOf(signInWithStepUpChallenge.body)).toBe(authMessages.passkeyFailed);
  });

  it('is the only factor offered once the firm requires a strong factor', async () => {
    const admin = await signIn(stack, TEST_ADMIN);
    const policy = await stack.graphql(SetFactorPolicyDocument, { require: 'everyone', graceDays: 0 }, admin);
    expect(errorOf(policy.body)).toBeUndefined();
    expect(await stepUpFactors()).toEqual(['PASSKEY']);
  });
});
