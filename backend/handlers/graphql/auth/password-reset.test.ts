/**
 * user (forgot password), getUser and updatePassword through the local AppSync, dynalite and SES. The rules
 * alone are tested on in-memory ports in domain/auth/password-reset.test.ts and clock.test.ts.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  GetUserDocument,
  LoginDocument,
  RequestPasswordResetDocument,
  UpdatePasswordDocument,
} from '../../../contract/graphql/sign-in.generated';
import { passwordMessages } from '../../../contract/password-policy';
import { getUser } from '../../../adapters/dynamodb/users';
import { authMessages } from '../../../domain/auth/policy';
import { graphqlFrom } from '../../../local/graphql-from';
import { useTestStack } from '../../../testing/use-test-stack';
import {
  createAccount,
  signIn,
  waitForEmail,
  type TestAccount,
  errorOf,
} from '../../../testing/auth-test-helpers';

const stack = useTestStack();

const NEW_PASSWORD = 'Brand#New2026';

async function requestLink(account: TestAccount): Promise<{ link: string; token: string }> {
  const seen = (await stack.emails()).map((mail) => mail.body.text ?? '');
  await stack.graphql(RequestPasswordResetDocument, { email: account.email });
  const mail = await waitForEmail(stack, account.email, /Reset your/, seen);
  const link = /(http\S+reset-password\?token=\S+)/.exec(mail.body.text ?? '')?.[1] ?? '';
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

function update(account: TestAccount, token: string, password = NEW_PASSWORD, confirmNewPassword = password) {
  return stack.graphql(UpdatePasswordDocument, { email: account.email, password, confirmNewPassword, token });
}

describe('user (forgot password)', () => {
  it('answers the same neutral message for known and unknown addresses and never returns a token', async () => {
    const account = await createAccount();
    const known = await stack.graphql(RequestPasswordResetDocument, { email: account.email });
    const unknown = await stack.graphql(RequestPasswordResetDocument, { email: 'nobody@example.com' });
    expect(known.body).toEqual({ data: { user: { message: authMessages.resetRequested } } });
    expect(unknown.body).toEqual(known.body);
    expect((await stack.emails()).some((mail) => mail.destination.to.includes('nobody@example.com'))).toBe(
      false,
    );
  });

  it('mails a link to <site>/reset-password with a 256-bit token whose hash alone is stored', async () => {
    const account = await createAccount();
    const { link, token } = await requestLink(account);
    expect(link.startsWith(`${stack.url}/reset-password?token=`)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });
});

/**
 * Every call the server makes to DynamoDB, Lambda and SES while `user(email)` runs from `address`, split
 * at the moment its answer is sent (Node's HTTP diagnostics channels see the AWS SDK's requests).
 */
async function callsAroundTheAnswer(email: string, address: string) {
  const calls: string[] = [];
  const onCall = ({ request }: { request: ClientRequest }) => {
    const operation = request.getHeader('x-amz-target');
    if (request.path !== '/graphql')
      calls.push(operation ? String(operation) : `${request.method} ${request.path}`);
  };
  const onAnswer = ({ request }: { request: IncomingMessage }) => {
    if (request.url === '/graphql') calls.push('answer sent');
  };
  subscribe('http.client.request.start', onCall as (message: unknown) => void);
  subscribe('http.server.response.finish', onAnswer as (message: unknown) => void);
  try {
    await graphqlFrom(stack.url, address, RequestPasswordResetDocument, { email });
    await stack.jobsSettled();
  } finally {
    unsubscribe('http.client.request.start', onCall as (message: unknown) => void);
    unsubscribe('http.server.response.finish', onAnswer as (message: unknown) => void);
  }
  const answer = calls.indexOf('answer sent');
  return { beforeAnswer: calls.slice(0, answer), afterAnswer: calls.slice(answer + 1) };
}

describe('user (forgot password) timing', () => {
  it('makes exactly the same calls before answering for an existing and an unknown address', async () => {
    const account = await createAccount();
    const existing = await callsAroundTheAnswer(account.email, '127.0.80.1');
    const unknown = await callsAroundTheAnswer('nobody-at-all@example.com', '127.0.80.2');
    // The network's and the address's allowance, then the job handed to Lambda (asynchronous in AWS too).
    const sameWork = [
      'DynamoDB_20120810.UpdateItem',
      'DynamoDB_20120810.UpdateItem',
      'POST /2015-03-31/functions/SendResetLink/invocations',
    ];
    expect(existing.beforeAnswer).toEqual(sameWork);
    expect(unknown.beforeAnswer).toEqual(sameWork);
    // Only after the answer does the job look the account up, and store a token, mail and audit if it exists.
    expect(unknown.afterAnswer).toEqual(['DynamoDB_20120810.GetItem']);
    expect(existing.afterAnswer).toEqual([
      'DynamoDB_20120810.GetItem',
      'DynamoDB_20120810.PutItem',
      'POST /v2/email/outbound-emails',
      'DynamoDB_20120810.PutItem',
    ]);
  });
});

describe('getUser', () => {
  it('tells whose link it is', async () => {
    const account = await createAccount();
    const { token } = await requestLink(account);
    const { body } = await stack.graphql(GetUserDocument, { token });
    expect(body.data?.getUser).toEqual({ email: account.email, firstName: 'Dana', lastName: 'Whitfield' });
  });

  it('refuses an unknown token with a clear message', async () => {
    const { body } = await stack.graphql(GetUserDocument, { token: 'made-up' });
    expect(errorOf(body)).toBe(authMessages.resetLinkInvalid);
  });
});

describe('updatePassword', () => {
  it('changes the password once: the token is then spent, the old password fails and the new one works', async () => {
    const account = await createAccount();
    const { token } = await requestLink(account);
    const { body } = await update(account, token);
    expect(body.data?.updatePassword.user.email).toBe(account.email);
    expect((await getUser(account.email))?.tokenVersion).toBe(2);
    await waitForEmail(stack, account.email, /was changed/);

    expect(errorOf((await update(account, token, 'Other#Pass22')).body)).toBe(authMessages.resetLinkInvalid);
    expect(errorOf((await stack.graphql(GetUserDocument, { token })).body)).toBe(
      authMessages.resetLinkInvalid,
    );
    expect(errorOf((await stack.graphql(LoginDocument, { ...account })).body)).toBe(
      authMessages.invalidCredentials,
    );
    expect(await signIn(stack, { ...account, password: NEW_PASSWORD })).toBeTruthy();
  });

  it('fails without the token', async () => {
    const account = await createAccount();
    await requestLink(account);
    expect(errorOf((await update(account, '')).body)).toBe(authMessages.resetLinkInvalid);
    const withoutArgument = await stack.graphql(
      'mutation { updatePassword(email: "a@b.example", password: "x", confirmNewPassword: "x") { user { email } } }',
    );
    expect(withoutArgument.status).toBe(400);
  });

  it('enforces the policy and the match on the server, without spending the token', async () => {
    const account = await createAccount();
    const { token } = await requestLink(account);
    expect(errorOf((await update(account, token, 'weak')).body)).toBe(passwordMessages.invalid);
    expect(errorOf((await update(account, token, NEW_PASSWORD, 'Different#1')).body)).toBe(
      passwordMessages.mismatch,
    );
    expect((await update(account, token)).body.errors).toBeUndefined();
  });

  it('lifts a lockout', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 5; attempt++)
      await stack.graphql(LoginDocument, { ...account, password: 'Wrong#1x' });
    const { token } = await requestLink(account);
    await update(account, token);
    expect(await signIn(stack, { ...account, password: NEW_PASSWORD })).toBeTruthy();
  });
});
