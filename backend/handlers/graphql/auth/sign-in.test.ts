/**
 * login, sendCode and twoFactorLogin through the local AppSync, dynalite and the local SES mailbox: the paths
 * and the DynamoDB conditions. The rules alone are tested on in-memory ports in domain/auth/sign-in.test.ts.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AddUserDocument,
  LoginDocument,
  SendCodeDocument,
  TwoFactorLoginDocument,
} from '../../../contract/graphql/sign-in.generated';
import { LOCKOUT_SECONDS, authMessages } from '../../../domain/auth/policy';
import { dataOf, TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import {
  codeIn,
  createAccount,
  newUserInput,
  passwordStep,
  waitForEmail,
  type TestAccount,
  errorOf,
} from '../../../testing/auth-test-helpers';

const stack = useTestStack();

describe('login', () => {
  it('mails a six-digit code and returns a first-stage token with the name', async () => {
    const account = await createAccount();
    const { body } = await stack.graphql(LoginDocument, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.login.user).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' });
    expect(decodeJwt(dataOf(body).login.token)).toMatchObject({ kind: 'mfa', sub: account.email });
    const mail = await waitForEmail(stack, account.email, /security code/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const account = await createAccount();
    const unknown = await stack.graphql(LoginDocument, {
      email: 'nobody@example.com',
      password: account.password,
    });
    const wrong = await stack.graphql(LoginDocument, { email: account.email, password: 'Wrong#Pass1' });
    expect(unknown.body).toEqual(wrong.body);
    expect(errorOf(wrong.body)).toBe(authMessages.invalidCredentials);
  });

  it('locks the account after five wrong passwords: the sixth try fails even when correct', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt++) {
      const { body } = await stack.graphql(LoginDocument, { email: account.email, password: 'Wrong#Pass1' });
      expect(errorOf(body)).toBe(authMessages.invalidCredentials);
    }
    const { body } = await stack.graphql(LoginDocument, { email: account.email, password: account.password });
    expect(body.data).toBeNull();
    expect(errorOf(body)).toBe(authMessages.lockedOut(LOCKOUT_SECONDS));
  });
});

describe('twoFactorLogin', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createAccount();
  });

  it('exchanges the mailed code for a session token carrying the profile', async () => {
    const { firstStageToken, code } = await passwordStep(stack, account);
    const { body } = await stack.graphql(
      TwoFactorLoginDocument,
      { securityCode: ` ${code} ` },
      firstStageToken,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.twoFactorLogin.user).toMatchObject({ email: account.email, isAdmin: false });
    expect(decodeJwt(dataOf(body).twoFactorLogin.token)).toMatchObject({
      kind: 'session',
      sub: account.email,
      ver: 1,
      data: {
        fullName: 'Dana Whitfield',
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: account.email,
        isAdmin: false,
      },
    });
  });

  it('accepts a code once', async () => {
    const { firstStageToken, code } = await passwordStep(stack, account);
    await stack.graphql(TwoFactorLoginDocument, { securityCode: code }, firstStageToken);
    const again = await stack.graphql(TwoFactorLoginDocument, { securityCode: code }, firstStageToken);
    expect(again.body.data).toBeNull();
    expect(errorOf(again.body)).toBe(authMessages.signInAgain);
  });

  it('voids the code after five wrong tries, even for the right code afterwards', async () => {
    const { firstStageToken, code } = await passwordStep(stack, account);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(
        errorOf((await stack.graphql(TwoFactorLoginDocument, { securityCode: wrong }, firstStageToken)).body),
      );
    }
    expect(answers).toEqual([...Array(4).fill(authMessages.wrongCode), authMessages.codeVoid]);
    const right = await stack.graphql(TwoFactorLoginDocument, { securityCode: code }, firstStageToken);
    expect(errorOf(right.body)).toBe(authMessages.codeVoid);
    expect((await stack.graphql(SendCodeDocument, {}, firstStageToken)).body.data).toBeNull();
  });

  it('refuses a call without a first-stage token', async () => {
    const { body } = await stack.graphql(TwoFactorLoginDocument, { securityCode: '123456' });
    expect(errorOf(body)).toBe(authMessages.signInAgain);
  });
});

describe('sendCode', () => {
  it('mails a new code that replaces the old one and renews the first-stage token', async () => {
    const account = await createAccount();
    const first = await passwordStep(stack, account);
    const seen = (await stack.emails()).map((mail) => mail.body.text ?? '');
    const { body } = await stack.graphql(SendCodeDocument, {}, first.firstStageToken);
    expect(body.errors).toBeUndefined();
    expect(decodeJwt(dataOf(body).sendCode.token)).toMatchObject({ kind: 'mfa', sub: account.email });
    const second = codeIn(await waitForEmail(stack, account.email, /security code/, seen));
    const mails = (await stack.emails()).filter((mail) => mail.destination.to.includes(account.email));
    expect(mails).toHaveLength(2);

    if (second !== first.code) {
      const old = await stack.graphql(
        TwoFactorLoginDocument,
        { securityCode: first.code },
        body.data?.sendCode.token,
      );
      expect(errorOf(old.body)).toBe(authMessages.wrongCode);
    }
    const fresh = await stack.graphql(
      TwoFactorLoginDocument,
      { securityCode: second },
      body.data?.sendCode.token,
    );
    expect(fresh.body.data?.twoFactorLogin.token).toBeTruthy();
  });

  it('never resets the wrong-try count', async () => {
    const account = await createAccount();
    const { firstStageToken, code } = await passwordStep(stack, account);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) {
      await stack.graphql(TwoFactorLoginDocument, { securityCode: wrong }, firstStageToken);
    }
    await stack.graphql(SendCodeDocument, {}, firstStageToken);
    const fifth = await stack.graphql(TwoFactorLoginDocument, { securityCode: wrong }, firstStageToken);
    expect(errorOf(fifth.body)).toBe(authMessages.codeVoid);
  });

  it('refuses a session token and an anonymous caller', async () => {
    expect(errorOf((await stack.graphql(SendCodeDocument, {})).body)).toBe(authMessages.signInAgain);
  });
});

describe('a first-stage token', () => {
  it('cannot call addUser, even an administrator’s', async () => {
    const { firstStageToken } = await passwordStep(stack, TEST_ADMIN);
    const { body } = await stack.graphql(AddUserDocument, newUserInput(), firstStageToken);
    expect(body.data).toBeNull();
    expect(errorOf(body)).toBe(authMessages.notSignedIn);
  });
});
