/**
 * Staff administration in the browser against the local stack: disabling a
 * signed-in user, the last administrator's own rights, changing one's password with an older session in
 * another browser, the audit trail of it all, and what a non-administrator gets. Screenshots of /staff,
 * /account and /audit at 1280 and 390 px go to /tmp/shots.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  EndStaffSessionsDocument,
  SetStaffAdministratorDocument,
  SetStaffDisabledDocument,
  StaffUsersDocument,
} from '../../backend/contract/graphql/staff.generated';
import { staffMessages } from '../../backend/contract/staff';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import type { Mailbox } from '../fixtures';
import {
  addStaffAccount,
  expect,
  signInThroughScreens,
  submitPassword,
  test as staffTest,
  uniqueAccount,
  useSession,
  type StaffAccount,
} from './staff-test';

const test = staffTest.extend<{ firstPageAccount: StaffAccount }>({
  /** A fresh staff account whose last name sorts first, so it is on the first page of /staff. */
  firstPageAccount: async ({ request, mailbox, adminToken }, use) => {
    const account = uniqueAccount();
    const firstPage = { ...account, lastName: `Aa${account.lastName}` };
    await addStaffAccount(request, mailbox, adminToken, firstPage);
    await use(firstPage);
  },
});

async function apiCall(request: APIRequestContext, token: string, query: string, variables: object = {}) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  return { status: response.status(), body: (await response.json()) as { errors?: { message: string }[] } };
}

async function staffAction(page: Page, account: StaffAccount, action: string) {
  await page
    .getByRole('group', { name: `Actions for ${account.firstName} ${account.lastName}` })
    .getByRole('button', { name: action, exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

/** A page in a browser of its own, signed in through the screens as `account` and then opened at `path`. */
async function signedInPageAt(browser: Browser, mailbox: Mailbox, account: StaffAccount, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughScreens(page, mailbox, account);
  await page.goto(path);
  return page;
}

// Sign-ins hash passwords with bcrypt at full cost: on a shared machine a few of them take a while.
test.describe.configure({ timeout: 120_000 });

test('a disabled user is sent to /login on their next action, cannot sign in or reset; enabling restores sign-in', async ({
  adminPage: page,
  browser,
  mailbox,
  firstPageAccount: account,
}) => {
  const userPage = await signedInPageAt(browser, mailbox, account, '/account');
  await expect(userPage.getByRole('heading', { name: 'My account' })).toBeVisible();

  await page.goto('/staff');
  await staffAction(page, account, 'Disable');
  await expect(page.getByText(`${account.firstName} ${account.lastName} is disabled.`)).toBeVisible();

  await userPage.getByRole('button', { name: 'Save name' }).click();
  await expect(userPage).toHaveURL(/\/login$/);
  await submitPassword(userPage, account.email, account.password);
  await expect(userPage.getByRole('alert')).toContainText('This account is disabled');

  const seen = (await mailbox.all()).map((mail) => mail.messageId);
  await userPage.goto('/forgot-password');
  await userPage.getByLabel('Email address *').fill(account.email);
  await userPage.getByRole('button', { name: 'Reset Password' }).click();
  await userPage.waitForTimeout(1000);
  const resetMails = (await mailbox.all()).filter(
    (mail) => mail.destination.to.includes(account.email) && !seen.includes(mail.messageId),
  );
  expect(resetMails).toEqual([]);

  await staffAction(page, account, 'Enable');
  await expect(page.getByText(`${account.firstName} ${account.lastName} is enabled.`)).toBeVisible();
  await userPage.evaluate(() => localStorage.clear());
  await signInThroughScreens(userPage, mailbox, account);

  // The audit trail names the administrator as the one who did it.
  await page.goto('/audit');
  await page.getByLabel('Action').selectOption({ label: 'Staff user disabled' });
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: `${account.firstName} ${account.lastName}` });
  await expect(row.first()).toContainText(LOCAL_ADMIN.email);
});

test('the last administrator cannot remove their own rights or disable themselves', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await page.goto('/staff');
  const own = page.getByRole('group', { name: 'Actions for Office Administrator' });
  await expect(own.getByRole('button', { name: 'Send password-reset link' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Remove administrator' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Disable' })).toHaveCount(0);

  const revoke = await apiCall(request, adminToken, SetStaffAdministratorDocument, {
    email: LOCAL_ADMIN.email,
    isAdmin: false,
  });
  expect(revoke.body.errors?.[0]?.message).toBe(staffMessages.notYourself);
  const disable = await apiCall(request, adminToken, SetStaffDisabledDocument, {
    email: LOCAL_ADMIN.email,
    disabled: true,
  });
  expect(disable.body.errors?.[0]?.message).toBe(staffMessages.notYourself);
});

test('changing the password signs out an older session in another browser, and is audited', async ({
  page,
  browser,
  mailbox,
  adminToken,
  firstPageAccount: account,
}) => {
  const older = await signedInPageAt(browser, mailbox, account, '/account');
  await signInThroughScreens(page, mailbox, account);

  await page.goto('/account');
  await expect(page.getByRole('cell', { name: '127.0.0.1' }).first()).toBeVisible();
  await page.getByLabel('Current password *', { exact: true }).fill(account.password);
  await page.getByLabel('New password *', { exact: true }).fill('Changed#Pass7');
  await page.getByLabel('Confirm new password *', { exact: true }).fill('Changed#Pass7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await mailbox.waitFor(account.email, /password was changed/);

  await older.getByRole('button', { name: 'Save name' }).click();
  await expect(older).toHaveURL(/\/login$/);
  // The tab that changed it keeps working.
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await useSession(admin, adminToken);
  await admin.goto('/audit');
  await admin.getByLabel('Person (email, “visitor” or “system”)').fill(account.email);
  await admin.getByRole('button', { name: 'Apply' }).click();
  await expect(admin.getByRole('row').filter({ hasText: 'Password changed' })).toHaveCount(1);
  await expect(admin.getByRole('row').filter({ hasText: 'Signed in' }).first()).toContainText(account.email);
});

test('the audit screen tells two staff users with the same name apart by their emails', async ({
  adminPage: page,
  request,
  mailbox,
  adminToken,
}) => {
  const first = uniqueAccount();
  const namesake = { ...uniqueAccount(), firstName: first.firstName, lastName: first.lastName };
  const name = `${first.firstName} ${first.lastName}`;
  for (const account of [first, namesake]) {
    await addStaffAccount(request, mailbox, adminToken, account);
    const ended = await apiCall(request, adminToken, EndStaffSessionsDocument, { email: account.email });
    expect(ended.body.errors).toBeUndefined();
  }

  await page.goto('/audit');
  await page.getByLabel('Action').selectOption({ label: 'All sessions ended' });
  await page.getByRole('button', { name: 'Apply' }).click();
  const targets = page.getByRole('cell').filter({ hasText: name });
  await expect(targets).toHaveCount(2);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const account of [first, namesake]) {
      await expect(targets.filter({ hasText: account.email })).toBeVisible();
    }
  }
});

test('a non-administrator gets /dashboard for /staff and /audit, and the API refuses', async ({
  staffPage: page,
  request,
  staffToken: token,
}) => {
  for (const path of ['/staff', '/audit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(page.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  const refused = await apiCall(request, token, StaffUsersDocument);
  expect(refused.body.errors?.[0]?.message).toBe('Only an administrator can do this.');
});

test('screenshots of /staff, /account and /audit at 1280 and 390 px', async ({ adminPage: page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/staff', '/account', '/audit']) {
      await page.goto(path);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots/${path.slice(1)}-${width}.png`, fullPage: true });
    }
  }
});
