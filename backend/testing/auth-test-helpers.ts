/** Shared steps of the auth integration tests: accounts written through the real adapter, codes read from the local mailbox. */
import { randomUUID } from 'node:crypto';
import {
  AddUserDocument,
  LoginDocument,
  TwoFactorLoginDocument,
} from '../contract/graphql/sign-in.generated';
import { createUser } from '../adapters/dynamodb/users';
import { buildNewUser } from '../domain/auth/new-user';
import { graphqlFrom as graphqlFromAddress } from '../local/graphql-from';
import type { TypedDocument } from '../contract/graphql/typed-document';
import type { GraphqlBody } from '../local/graphql-from';
import type { TestStack } from './test-stack';
import { productClock } from '../adapters/clock';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export async function createAccount(
  options: { isAdmin?: boolean; password?: string } = {},
): Promise<TestAccount> {
  const account = {
    email: `staff-${randomUUID().slice(0, 8)}@example.com`,
    password: options.password ?? 'Correct#Horse1',
    firstName: 'Dana',
    lastName: 'Whitfield',
  };
  await createUser(await buildNewUser({ ...account, isAdmin: options.isAdmin ?? false }, productClock()));
  return account;
}

/** Waits for the newest email to `to` whose subject matches and that is not one of `seen`. */
export async function waitForEmail(stack: TestStack, to: string, subject: RegExp, seen: string[] = []) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const match = (await stack.emails())
      .filter((mail) => mail.destination.to.includes(to) && subject.test(mail.subject))
      .filter((mail) => !seen.includes(mail.body.text ?? ''))
      .at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} matching ${subject}`);
}

/** The first error message of a GraphQL answer, if any. */
export const errorOf = (body: { errors?: { message: string }[] }) => body.errors?.[0]?.message;

export function codeIn(mail: { body: { text?: string } }): string {
  const code = /security code is (\d{6})/.exec(mail.body.text ?? '')?.[1];
  if (!code) throw new Error('The email holds no security code');
  return code;
}

/** Password step; resolves to the first-stage token and the code that was mailed. */
export async function passwordStep(stack: TestStack, account: TestAccount) {
  const before = (await stack.emails()).map((mail) => mail.body.text ?? '');
  const { body } = await stack.graphql(LoginDocument, { email: account.email, password: account.password });
  if (!body.data?.login) throw new Error(`login failed: ${JSON.stringify(body.errors)}`);
  const mail = await waitForEmail(stack, account.email, /security code/, before);
  return { firstStageToken: body.data.login.token, code: codeIn(mail) };
}

/** Both steps; resolves to the session token. */
export async function signIn(stack: TestStack, account: TestAccount): Promise<string> {
  const { firstStageToken, code } = await passwordStep(stack, account);
  const { body } = await stack.graphql(TwoFactorLoginDocument, { securityCode: code }, firstStageToken);
  if (!body.data?.twoFactorLogin) throw new Error(`twoFactorLogin failed: ${JSON.stringify(body.errors)}`);
  return body.data.twoFactorLogin.token;
}

export function newUserInput() {
  return {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: `new-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Fresh#Start9',
  };
}

export async function addUserAs(stack: TestStack, token: string, input = newUserInput()) {
  return stack.graphql(AddUserDocument, input, token);
}

/** POST /graphql from another loopback address (every other auth test connects from 127.0.0.1). */
export async function graphqlFrom<Result, Variables>(
  stack: TestStack,
  localAddress: string,
  query: TypedDocument<Result, Variables>,
  variables?: Variables,
): Promise<GraphqlBody<Result>> {
  return (await graphqlFromAddress(stack.url, localAddress, query, variables)).body;
}
