/**
 * The per-network limits on login, user (forgot password) and the reset-token lookups, through the local
 * AppSync, dynalite and SES. Each test is one client connecting from its own loopback address; the other
 * auth tests all connect from 127.0.0.1 and stay under every limit.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  GetUserDocument,
  LoginDocument,
  RequestPasswordResetDocument,
  UpdatePasswordDocument,
} from '../../../contract/graphql/sign-in.generated';
import { getUser } from '../../../adapters/dynamodb/users';
import {
  LOGIN_LIMIT_PER_NETWORK,
  RESET_REQUEST_LIMIT_PER_NETWORK,
  RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK,
  authMessages,
} from '../../../domain/auth/policy';
import type { RateLimit } from '../../../domain/auth/ports';
import { useTestStack } from '../../../testing/use-test-stack';
import {
  createAccount,
  graphqlFrom,
  waitForEmail,
  type TestAccount,
  errorOf,
} from '../../../testing/auth-test-helpers';
import { moveToNextWindow } from '../../../testing/fixed-windows';

const stack = useTestStack();

const unknownAddress = () => `nobody-${randomUUID().slice(0, 8)}@example.com`;

/** Runs the burst from the start of a fresh window (fixed-windows.ts): it never straddles a boundary. */
async function inOneWindow<Result>(
  { windowSeconds }: RateLimit,
  run: (attempt: number) => Promise<Result>,
): Promise<Result> {
  moveToNextWindow(windowSeconds);
  return run(0);
}

/** Makes, one after another, the calls a network's allowance grants; resolves to their answers. */
async function spendAllowance<Answer>(
  { limit }: RateLimit,
  call: (index: number) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let index = 0; index < limit; index++) answers.push(await call(index));
  return answers;
}

const mailsTo = async (account: TestAccount, subject: RegExp) =>
  (await stack.emails()).filter(
    (mail) => mail.destination.to.includes(account.email) && subject.test(mail.subject),
  );

describe('login, per network', () => {
  it('refuses the attempt past the limit, even with the right password, and says so for any account', async () => {
    const { account, spent, rightPassword, unknownAccount } = await inOneWindow(
      LOGIN_LIMIT_PER_NETWORK,
      async (attempt) => {
        const account = await createAccount();
        const client = `127.0.77.${attempt + 1}`;
        const spent = await spendAllowance(LOGIN_LIMIT_PER_NETWORK, async () =>
          errorOf(
            await graphqlFrom(stack, client, LoginDocument, {
              email: unknownAddress(),
              password: 'Guess#Pass1',
            }),
          ),
        );
        return {
          account,
          spent,
          rightPassword: await graphqlFrom(stack, client, LoginDocument, { ...account }),
          unknownAccount: await graphqlFrom(stack, client, LoginDocument, {
            email: unknownAddress(),
            password: account.password,
          }),
        };
      },
    );
    expect(spent).toEqual(Array(LOGIN_LIMIT_PER_NETWORK.limit).fill(authMessages.invalidCredentials));
    expect(rightPassword.data).toBeNull();
    expect(errorOf(rightPassword)).toBe(authMessages.tooManySignInsFromNetwork);
    expect(authMessages.tooManySignInsFromNetwork).toMatch(/wait 15 minutes/);
    expect(unknownAccount).toEqual(rightPassword);

    const otherClient = await graphqlFrom(stack, '127.0.77.100', LoginDocument, { ...account });
    expect(otherClient.errors).toBeUndefined();
    expect(otherClient.data?.login.token).toBeTruthy();
    await waitForEmail(stack, account.email, /security code/);
    expect(await mailsTo(account, /security code/)).toHaveLength(1);
  });
});

describe('user (forgot password), per network', () => {
  it('answers past the limit exactly as usual but mails nothing', async () => {
    const { account, spent, overLimit } = await inOneWindow(
      RESET_REQUEST_LIMIT_PER_NETWORK,
      async (attempt) => {
        const account = await createAccount();
        const client = `127.0.78.${attempt + 1}`;
        const spent = await spendAllowance(RESET_REQUEST_LIMIT_PER_NETWORK, () =>
          graphqlFrom(stack, client, RequestPasswordResetDocument, { email: unknownAddress() }),
        );
        return {
          account,
          spent,
          overLimit: await graphqlFrom(stack, client, RequestPasswordResetDocument, { email: account.email }),
        };
      },
    );
    const neutral = { data: { user: { message: authMessages.resetRequested } } };
    expect(spent).toEqual(Array(RESET_REQUEST_LIMIT_PER_NETWORK.limit).fill(neutral));
    expect(overLimit).toEqual(neutral);

    // Another client's request for the same account is mailed, after the refused one would have been.
    expect(
      await graphqlFrom(stack, '127.0.78.100', RequestPasswordResetDocument, { email: account.email }),
    ).toEqual(neutral);
    await waitForEmail(stack, account.email, /Reset your/);
    expect(await mailsTo(account, /Reset your/)).toHaveLength(1);
  });
});

describe('getUser and updatePassword, per network', () => {
  it('share one allowance; past it even a live token is refused, while another client can use it', async () => {
    const newPassword = 'Brand#New2026';
    const { account, token, spent, owner, updated } = await inOneWindow(
      RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK,
      async (attempt) => {
        const account = await createAccount();
        await stack.graphql(RequestPasswordResetDocument, { email: account.email });
        const mail = await waitForEmail(stack, account.email, /Reset your/);
        const token = /token=([\w-]+)/.exec(mail.body.text ?? '')?.[1] ?? '';
        const update = {
          email: account.email,
          password: newPassword,
          confirmNewPassword: newPassword,
          token,
        };
        const client = `127.0.79.${attempt + 1}`;
        const spent = await spendAllowance(RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK, async (call) => {
          const guess = randomUUID();
          const answer =
            call % 2 === 0
              ? await graphqlFrom(stack, client, GetUserDocument, { token: guess })
              : await graphqlFrom(stack, client, UpdatePasswordDocument, { ...update, token: guess });
          return errorOf(answer);
        });
        return {
          account,
          token,
          spent,
          owner: await graphqlFrom(stack, client, GetUserDocument, { token }),
          updated: await graphqlFrom(stack, client, UpdatePasswordDocument, update),
        };
      },
    );
    expect(spent).toEqual(
      Array(RESET_TOKEN_LOOKUP_LIMIT_PER_NETWORK.limit).fill(authMessages.resetLinkInvalid),
    );
    expect(owner.data).toBeNull();
    expect(errorOf(owner)).toBe(authMessages.tooManyResetLinkChecksFromNetwork);
    expect(errorOf(updated)).toBe(authMessages.tooManyResetLinkChecksFromNetwork);
    expect((await getUser(account.email))?.tokenVersion).toBe(1);

    const otherClient = await graphqlFrom(stack, '127.0.79.100', GetUserDocument, { token });
    expect(otherClient.data?.getUser).toMatchObject({ email: account.email });
  });
});
