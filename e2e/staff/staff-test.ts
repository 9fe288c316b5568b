/**
 * Browser tests of the staff screens share these steps. Every test that changes state works on its own
 * account, created through addUser with an administrator session that each worker opens once (the
 * administrator's password is never changed).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  AddUserDocument,
  LoginDocument,
  TwoFactorLoginDocument,
} from '../../backend/contract/graphql/sign-in.generated';
import {
  ConfirmStepUpDocument,
  SendStepUpCodeDocument,
} from '../../backend/contract/graphql/account.generated';
import type { TypedDocument } from '../../backend/contract/graphql/typed-document';
import { isStepUpRequired } from '../../backend/contract/sessions';
import { MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import { graphqlFrom, type GraphqlBody } from '../../backend/local/graphql-from';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { Mailbox, expect, ownClientAddress, test as base, type StoredEmail } from '../fixtures';

export { expect, ownClientAddress };

export interface StaffAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function uniqueAccount(): StaffAccount {
  const id = randomUUID().slice(0, 8);
  return {
    email: `e2e-${id}@brandtokafor.example`,
    password: 'Staff#Pass42',
    firstName: 'Jordan',
    lastName: `Ellis${id}`,
  };
}

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function codeIn(mail: StoredEmail): string {
  const code = /security code is (\d{6})/.exec(mail.body.text ?? '')?.[1];
  if (!code) throw new Error('The email holds no security code');
  return code;
}

/** How many emails `to` has received: other tests mail their own accounts at the same time. */
export async function mailCountTo(mailbox: Mailbox, to: string): Promise<number> {
  return (await mailbox.all()).filter((mail) => mail.destination.to.includes(to)).length;
}

/** Waits for an email to `to` matching `subject` that is none of `seen` (message ids). */
export async function waitForNewEmail(mailbox: Mailbox, to: string, subject: RegExp, seen: string[] = []) {
  await expect
    .poll(
      async () =>
        (await mailbox.all()).some(
          (mail) =>
            mail.destination.to.includes(to) && subject.test(mail.subject) && !seen.includes(mail.messageId),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  const mails = (await mailbox.all()).filter(
    (mail) =>
      mail.destination.to.includes(to) && subject.test(mail.subject) && !seen.includes(mail.messageId),
  );
  return mails.at(-1)!;
}

/** POST /graphql with a bearer token, as the site does; from a loopback address of its own if `from` is given. */
async function graphql<Result, Variables>(
  request: APIRequestContext,
  query: TypedDocument<Result, Variables>,
  variables: Variables,
  token = '',
  from?: string,
): Promise<GraphqlBody<Result>> {
  const authorization = `Bearer ${token}`.trim();
  if (from) {
    const answer = await graphqlFrom(process.env.E2E_BASE_URL ?? '', from, query, variables, {
      authorization,
    });
    return answer.body;
  }
  const response = await request.post('/graphql', { headers: { authorization }, data: { query, variables } });
  return (await response.json()) as GraphqlBody<Result>;
}

/** One API call with a session; GraphQL errors throw, so a seeding step cannot fail unnoticed. */
export async function callApi<Data, Variables>(
  request: APIRequestContext,
  token: string,
  query: TypedDocument<Data, Variables>,
  ...[variables = {} as Variables]: Record<string, never> extends Variables
    ? [variables?: Variables]
    : [variables: Variables]
): Promise<Data> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const answer = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (answer.errors || !answer.data) throw new Error(`The API refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * Both sign-in steps through the API. Another test signing in as the same person at the same moment
 * replaces the code, so a refused code means: sign in again.
 */
export async function apiSignIn(
  request: APIRequestContext,
  mailbox: Mailbox,
  account: Pick<StaffAccount, 'email' | 'password'>,
  /** Speak from this loopback address (see ownClientAddress) instead of the browser's. */
  from?: string,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const seen = (await mailbox.all()).map((mail) => mail.messageId);
    const login = await graphql(request, LoginDocument, account, '', from);
    const firstStage = login.data?.login.token;
    if (!firstStage) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
    const code = codeIn(await waitForNewEmail(mailbox, account.email, /security code/, seen));
    const session = (await graphql(request, TwoFactorLoginDocument, { securityCode: code }, firstStage, from))
      .data?.twoFactorLogin.token;
    if (session) return session;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
  throw new Error(`Could not sign in ${account.email}`);
}

/** Puts a session token where the site keeps it, as signing in would. */
export async function useSession(page: Page, token: string) {
  await page.goto('/login');
  await page.evaluate(
    ([key, mfaKey, value]) => {
      localStorage.setItem(key!, value!);
      localStorage.removeItem(mfaKey!);
    },
    [TOKEN_STORAGE_KEY, MFA_TOKEN_STORAGE_KEY, token],
  );
}

/**
 * Confirms a step-up on the run's administrator session with an emailed code. Both workers share that
 * session: when the other has just asked for a code (one per 30 seconds), its confirmation serves this one
 * too, so a refused request or code only means: try the operation again.
 */
async function stepUpAdministrator(request: APIRequestContext, mailbox: Mailbox, adminToken: string) {
  const seen = (await mailbox.all()).map((mail) => mail.messageId);
  if ((await graphql(request, SendStepUpCodeDocument, {}, adminToken)).errors) {
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    return;
  }
  const code = codeIn(await waitForNewEmail(mailbox, LOCAL_ADMIN.email, /security code/, seen));
  await graphql(request, ConfirmStepUpDocument, { securityCode: code }, adminToken);
}

/**
 * Adds `account` as a staff user (not an administrator) through addUser, with an administrator's session.
 * Adding staff asks for a second factor from the last ten minutes, and the run's session is older than that
 * before long: the step-up is confirmed by email and the call made again.
 */
export async function addStaffAccount(
  request: APIRequestContext,
  mailbox: Mailbox,
  adminToken: string,
  account: StaffAccount,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { errors } = await graphql(request, AddUserDocument, { ...account }, adminToken);
    if (!errors) return;
    if (!isStepUpRequired(errors[0]?.message ?? ''))
      throw new Error(`addUser failed: ${JSON.stringify(errors)}`);
    await stepUpAdministrator(request, mailbox, adminToken);
  }
  throw new Error(`addUser kept asking for a step-up for ${account.email}`);
}

export const test = base.extend<
  { staffAccount: StaffAccount; staffToken: string; staffPage: Page; adminPage: Page },
  { adminToken: string }
>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      // One administrator session serves the run (global-setup.ts): every sign-in spends the account's
      // hourly budget of emailed codes, and a worker starts again after each failed test. The specs that
      // move the stack's clock past a session's idle time sign in for themselves.
      const shared = process.env.E2E_ADMIN_TOKEN;
      if (shared && workerInfo.project.name !== 'moved-clock') return use(shared);
      const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
      const mailbox = new Mailbox(process.env.E2E_MAIL_URL ?? '');
      await use(await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress()));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  /** A fresh staff account (not an administrator) for this test alone. */
  staffAccount: async ({ request, mailbox, adminToken }, use) => {
    const account = uniqueAccount();
    await addStaffAccount(request, mailbox, adminToken, account);
    await use(account);
  },
  /** A session of this test's `staffAccount`, signed in through the API. */
  staffToken: async ({ request, mailbox, staffAccount }, use) => {
    await use(await apiSignIn(request, mailbox, staffAccount, ownClientAddress()));
  },
  /** The test's page holding the `staffToken` session, as signing in through the screens leaves it. */
  staffPage: async ({ page, staffToken }, use) => {
    await useSession(page, staffToken);
    await use(page);
  },
  /** The test's page holding the administrator's session. */
  adminPage: async ({ page, adminToken }, use) => {
    await useSession(page, adminToken);
    await use(page);
  },
});

/** The password step of /login, as a person fills it in. */
export async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email address *').fill(email);
  await page.getByLabel('Password *', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login and passes its password step as `account`: the security code step is next. */
export async function passwordStepThroughScreens(
  page: Page,
  account: Pick<StaffAccount, 'email' | 'password'>,
) {
  await page.goto('/login');
  await submitPassword(page, account.email, account.password);
}

/** The sign-in screens, as a person uses them. */
export async function signInThroughScreens(page: Page, mailbox: Mailbox, account: StaffAccount) {
  const seen = (await mailbox.all()).map((mail) => mail.messageId);
  await passwordStepThroughScreens(page, account);
  await expect(page).toHaveURL(/\/security\/mfa$/);
  const code = codeIn(await waitForNewEmail(mailbox, account.email, /security code/, seen));
  await page.getByLabel('Security code *').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
