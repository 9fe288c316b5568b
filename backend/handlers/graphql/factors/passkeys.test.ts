/**
 * Passkeys through the local AppSync, the resolvers and dynalite, with a software authenticator: the
 * credential index, the single-use challenge (a conditional delete) and the relying party the local
 * deployment declares (localhost and its origin). The rules alone: domain/auth/passkeys.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AddPasskeyDocument,
  MyFactorsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
} from '../../../contract/graphql/factors.generated';
import {
  LoginDocument,
  PasskeyLoginDocument,
  PasskeyLoginOptionsDocument,
  PasskeySignInDocument,
  PasskeySignInOptionsDocument,
  RecoveryCodeLoginDocument,
} from '../../../contract/graphql/sign-in.generated';
import { getUser } from '../../../adapters/dynamodb/users';
import { authMessages } from '../../../domain/auth/policy';
import { createAccount, errorOf, signIn, type TestAccount } from '../../../testing/auth-test-helpers';
import { SoftwareAuthenticator } from '../../../testing/software-authenticator';
import { dataOf } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';

const stack = useTestStack();

let account: TestAccount;
let session: string;
let authenticator: SoftwareAuthenticator;
let recoveryCodes: string[];

const ceremony = (options: string) => ({
  challenge: (JSON.parse(options) as { challenge: string }).challenge,
  origin: new URL(stack.url).origin,
  rpId: 'localhost',
});

/** Signing in with the passkey alone, with no email: the options, then the authenticator's answer. */
async function signInAlone() {
  const { challengeId, options } = dataOf(
    (await stack.graphql(PasskeySignInOptionsDocument, {}, '')).body,
  ).passkeySignInOptions;
  return stack.graphql(
    PasskeySignInDocument,
    { challengeId, response: authenticator.get(ceremony(options)) },
    '',
  );
}

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
  recoveryCodes = dataOf(added.body).addPasskey.recoveryCodes;
  expect(recoveryCodes).toHaveLength(10);
});

describe('a passkey', () => {
  it('is listed on /account with its name', async () => {
    const { body } = await stack.graphql(MyFactorsDocument, {}, session);
    expect(dataOf(body).myFactors.passkeys).toEqual([expect.objectContaining({ name: 'Test key' })]);
  });

  it('completes sign-in after the password; the same assertion again is refused', async () => {
    const firstStage = dataOf((await stack.graphql(LoginDocument, account)).body).login;
    expect(firstStage.factors[0]).toBe('PASSKEY');
    const { challengeId, options } = dataOf(
      (await stack.graphql(PasskeyLoginOptionsDocument, {}, firstStage.token)).body,
    ).passkeyLoginOptions;
    const assertion = { challengeId, response: authenticator.get(ceremony(options)) };
    const first = await stack.graphql(PasskeyLoginDocument, assertion, firstStage.token);
    expect(dataOf(first.body).passkeyLogin.user.email).toBe(account.email);
    const replayed = await stack.graphql(PasskeyLoginDocument, assertion, firstStage.token);
    expect(errorOf(replayed.body)).toBe(authMessages.passkeyFailed);
  });

  it('signs in alone, without an email', async () => {
    const { body } = await signInAlone();
    expect(dataOf(body).passkeySignIn.user.email).toBe(account.email);
  });

  it('is gone once removed, and as the last strong factor takes the recovery codes with it', async () => {
    await stack.graphql(RemovePasskeyDocument, { id: authenticator.id }, session);
    const { body } = await signInAlone();
    expect(errorOf(body)).toBe(authMessages.passkeyUnknown);

    expect(dataOf((await stack.graphql(MyFactorsDocument, {}, session)).body).myFactors).toMatchObject({
      recoveryCodesLeft: 0,
      stepUpFactors: ['EMAIL_CODE'],
    });
    const firstStage = dataOf((await stack.graphql(LoginDocument, account)).body).login;
    expect(firstStage.factors).toEqual(['EMAIL_CODE']);
    const withSavedCode = await stack.graphql(
      RecoveryCodeLoginDocument,
      { code: recoveryCodes[0]! },
      firstStage.token,
    );
    expect(errorOf(withSavedCode.body)).toBe(authMessages.wrongRecoveryCode);
  });
});
