/**
 * The authenticator app and recovery codes through the local AppSync, the resolvers and dynalite: the
 * conditional writes that make a code single-use, and a sign-in that mails nothing. The rules alone are
 * tested on in-memory ports in domain/auth/totp.test.ts.
 */
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmTotpEnrolmentDocument,
  MyFactorsDocument,
  RegenerateRecoveryCodesDocument,
  StartTotpEnrolmentDocument,
} from '../../../contract/graphql/factors.generated';
import {
  LoginDocument,
  RecoveryCodeLoginDocument,
  TotpLoginDocument,
} from '../../../contract/graphql/sign-in.generated';
import { authMessages } from '../../../domain/auth/policy';
import { ResetStaffFactorsDocument } from '../../../contract/graphql/staff.generated';
import {
  createAccount,
  errorOf,
  signIn,
  waitForEmail,
  type TestAccount,
} from '../../../testing/auth-test-helpers';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { productClock } from '../../../adapters/clock';

const stack = useTestStack();

let account: TestAccount;
let session: string;
let secret: string;
let recoveryCodes: string[];

const code = (at = productClock().getTime()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

async function firstStage() {
  const { body } = await stack.graphql(LoginDocument, account);
  return dataOf(body).login;
}

beforeAll(async () => {
  account = await createAccount();
  session = await signIn(stack, account);
  const started = dataOf((await stack.graphql(StartTotpEnrolmentDocument, {}, session)).body);
  secret = started.startTotpEnrolment.secret;
  const confirmed = await stack.graphql(
    ConfirmTotpEnrolmentDocument,
    // The previous step, so the sign-in below has a later one to use.
    { code: code(productClock().getTime() - 30_000) },
    session,
  );
  recoveryCodes = dataOf(confirmed.body).confirmTotpEnrolment.recoveryCodes;
});

describe('an account with an authenticator app', () => {
  it('is shown on /account without its secret, with ten recovery codes left', async () => {
    const { body } = await stack.graphql(MyFactorsDocument, {}, session);
    expect(dataOf(body).myFactors).toMatchObject({ recoveryCodesLeft: 10, passkeys: [] });
    expect(dataOf(body).myFactors.totp?.createdAt).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain(secret);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('signs in with a code, mailing nothing; the same code a second time is refused', async () => {
    const before = (await stack.emails()).length;
    const login = await firstStage();
    expect(login.factors).toEqual(['TOTP', 'RECOVERY_CODE', 'EMAIL_CODE']);
    const current = code();
    const first = await stack.graphql(TotpLoginDocument, { code: current }, login.token);
    expect(dataOf(first.body).totpLogin.user.email).toBe(account.email);
    const again = await stack.graphql(TotpLoginDocument, { code: current }, (await firstStage()).token);
    expect(errorOf(again.body)).toBe(authMessages.totpCodeUsed);
    expect((await stack.emails()).length).toBe(before);
  });

  it('signs in once with each recovery code', async () => {
    const [recovery] = recoveryCodes as [string];
    const first = await stack.graphql(
      RecoveryCodeLoginDocument,
      { code: recovery },
      (await firstStage()).token,
    );
    expect(dataOf(first.body).recoveryCodeLogin.user.email).toBe(account.email);
    const again = await stack.graphql(
      RecoveryCodeLoginDocument,
      { code: recovery },
      (await firstStage()).token,
    );
    expect(errorOf(again.body)).toBe(authMessages.wrongRecoveryCode);
    const { body } = await stack.graphql(MyFactorsDocument, {}, session);
    expect(dataOf(body).myFactors.recoveryCodesLeft).toBe(9);
  });

  it('voids the old recovery codes when new ones are made', async () => {
    const fresh = dataOf((await stack.graphql(RegenerateRecoveryCodesDocument, {}, session)).body);
    const old = await stack.graphql(
      RecoveryCodeLoginDocument,
      { code: recoveryCodes[1]! },
      (await firstStage()).token,
    );
    expect(errorOf(old.body)).toBe(authMessages.wrongRecoveryCode);
    const { body } = await stack.graphql(MyFactorsDocument, {}, session);
    expect(dataOf(body).myFactors.recoveryCodesLeft).toBe(10);
    expect(fresh.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
  });
});

describe('an administrator resetting the factors', () => {
  it('removes them, emails the owner, ends their sessions, and the next sign-in asks for the emailed code', async () => {
    const admin = await signIn(stack, TEST_ADMIN);
    const { body } = await stack.graphql(ResetStaffFactorsDocument, { email: account.email }, admin);
    expect(body.errors).toBeUndefined();
    await waitForEmail(stack, account.email, /sign-in factors were reset/);
    expect((await stack.graphql(MyFactorsDocument, {}, session)).status).toBe(401);
    expect((await firstStage()).factors).toEqual(['EMAIL_CODE']);
    const again = await signIn(stack, account);
    const factors = dataOf((await stack.graphql(MyFactorsDocument, {}, again)).body).myFactors;
    expect(factors).toEqual({
      totp: null,
      recoveryCodesLeft: 0,
      passkeys: [],
      stepUpFactors: ['EMAIL_CODE'],
    });
  });
});
