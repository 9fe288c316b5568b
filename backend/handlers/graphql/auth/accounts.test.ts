/** addUser, and the tokens every resolver refuses, through the local AppSync with the real authorizer. */
import { SignJWT, decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HealthDocument } from '../../../contract/graphql/public.generated';
import {
  LoginDocument,
  RequestPasswordResetDocument,
  UpdatePasswordDocument,
} from '../../../contract/graphql/sign-in.generated';
import { passwordMessages } from '../../../contract/password-policy';
import { getUser } from '../../../adapters/dynamodb/users';
import { tokenKeys } from '../../../adapters/signing-secret';
import { authMessages } from '../../../domain/auth/policy';
import { signSessionToken } from '../../../domain/auth/tokens';
import { TEST_ADMIN } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import {
  addUserAs,
  createAccount,
  newUserInput,
  signIn,
  waitForEmail,
  errorOf,
} from '../../../testing/auth-test-helpers';
import { productClock } from '../../../adapters/clock';

const stack = useTestStack();
let adminToken: string;
beforeAll(async () => {
  adminToken = await signIn(stack, TEST_ADMIN);
});

describe('addUser', () => {
  it('lets an administrator create a staff user who can then sign in; no token comes back', async () => {
    const input = newUserInput();
    const { body } = await addUserAs(stack, adminToken, {
      ...input,
      email: ` ${input.email.toUpperCase()} `,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.addUser.user).toMatchObject({ email: input.email, firstName: 'Priya', isAdmin: false });
    expect(JSON.stringify(body)).not.toMatch(/token|password/i);
    expect(await signIn(stack, input)).toBeTruthy();
  });

  it('refuses a duplicate email with a clear message', async () => {
    const input = newUserInput();
    await addUserAs(stack, adminToken, input);
    const { body } = await addUserAs(stack, adminToken, { ...input, firstName: 'Other' });
    expect(errorOf(body)).toBe(authMessages.duplicateEmail);
  });

  it('enforces the password policy on the server', async () => {
    const { body } = await addUserAs(stack, adminToken, { ...newUserInput(), password: 'short' });
    expect(errorOf(body)).toBe(passwordMessages.invalid);
  });

  it('refuses a non-admin session', async () => {
    const staff = await createAccount();
    const { body } = await addUserAs(stack, await signIn(stack, staff));
    expect(body.data).toBeNull();
    expect(errorOf(body)).toBe(authMessages.adminOnly);
  });

  it('refuses a signed-out caller', async () => {
    expect(errorOf((await addUserAs(stack, '')).body)).toBe(authMessages.notSignedIn);
  });

  it('trusts the stored record, not a claim: a session whose isAdmin claim is forged is refused', async () => {
    const staff = await createAccount();
    const stored = (await getUser(staff.email))!;
    // A live session of the staff user, so only the claim is forged.
    const { sid } = decodeJwt(await signIn(stack, staff)) as { sid: string };
    const forged = await signSessionToken(
      {
        sub: stored.email,
        ver: stored.tokenVersion,
        data: {
          fullName: 'Dana Whitfield',
          firstName: 'Dana',
          lastName: 'Whitfield',
          email: stored.email,
          isAdmin: true,
        },
        sid,
      },
      (await tokenKeys()).signing,
      productClock(),
    );
    expect(errorOf((await addUserAs(stack, forged)).body)).toBe(authMessages.adminOnly);
  });
});

describe('the authorizer refuses', () => {
  const unauthorized = async (token: string) => {
    const { status, body } = await stack.graphql(HealthDocument, {}, token);
    expect(status).toBe(401);
    expect(body.errors?.[0]?.errorType).toBe('UnauthorizedException');
  };
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('an unsigned token (alg: none)', async () => {
    const claims = decodeJwt(adminToken);
    await unauthorized(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
  });

  it('a token signed with another key', async () => {
    const claims = decodeJwt(adminToken);
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new Uint8Array(32).fill(7));
    await unauthorized(token);
  });

  it('a token whose payload was altered after signing', async () => {
    const [header, , signature] = adminToken.split('.');
    const claims = { ...decodeJwt(adminToken), sub: 'someone@example.com' };
    await unauthorized(`${header}.${base64url(claims)}.${signature}`);
  });

  it('an expired token', async () => {
    const stored = (await getUser(TEST_ADMIN.email))!;
    const hoursAgo = new Date(productClock().getTime() - 9 * 60 * 60 * 1000);
    const { sid } = decodeJwt(adminToken) as { sid: string };
    const token = await signSessionToken(
      {
        sub: stored.email,
        ver: stored.tokenVersion,
        data: {
          fullName: 'Test Admin',
          firstName: 'Test',
          lastName: 'Admin',
          email: stored.email,
          isAdmin: true,
        },
        sid,
      },
      (await tokenKeys()).signing,
      hoursAgo,
    );
    await unauthorized(token);
  });

  it('a session from before a password change', async () => {
    const staff = await createAccount();
    const oldSession = await signIn(stack, staff);
    expect((await stack.graphql(HealthDocument, {}, oldSession)).status).toBe(200);

    await stack.graphql(RequestPasswordResetDocument, { email: staff.email });
    const link = /token=([\w-]+)/.exec(
      (await waitForEmail(stack, staff.email, /Reset/)).body.text ?? '',
    )?.[1];
    const newPassword = 'Brand#New2026';
    const { body } = await stack.graphql(UpdatePasswordDocument, {
      email: staff.email,
      password: newPassword,
      confirmNewPassword: newPassword,
      token: link ?? '',
    });
    expect(body.errors).toBeUndefined();

    await unauthorized(oldSession);
    const oldPassword = await stack.graphql(LoginDocument, { email: staff.email, password: staff.password });
    expect(errorOf(oldPassword.body)).toBe(authMessages.invalidCredentials);
    expect(await signIn(stack, { ...staff, password: newPassword })).toBeTruthy();
  });
});
