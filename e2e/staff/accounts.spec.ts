import { TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import { passwordMessages } from '../../backend/contract/password-policy';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import {
  apiSignIn,
  expect,
  ownClientAddress,
  signInThroughScreens,
  test,
  uniqueAccount,
  useSession,
} from './staff-test';

test('an administrator creates a user, stays signed in, and the new user signs in', async ({
  page,
  request,
  mailbox,
}) => {
  // A session of its own: adding staff asks for a second factor from the last ten minutes, which the
  // run's shared administrator session is past before long. Two sign-ins hash passwords at full cost.
  test.setTimeout(90_000);
  const adminToken = await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress());
  await useSession(page, adminToken);
  await page.goto('/signup');
  await expect(page.getByText('* Required information')).toBeVisible();

  const account = uniqueAccount();
  await page.getByLabel('First Name *').fill(account.firstName);
  await page.getByLabel('Last Name *').fill(account.lastName);
  await page.getByLabel('Email address *').fill(account.email);
  const password = page.getByLabel('Password *', { exact: true });
  const checklist = page.getByRole('list', { name: 'Password requirements' });

  await password.fill('short');
  await expect(checklist.getByText(passwordMessages.length)).toHaveClass(/text-danger/);
  await expect(checklist.getByText(passwordMessages.special)).toHaveClass(/text-danger/);
  await expect(checklist.getByText(passwordMessages.digit)).toHaveClass(/text-danger/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(passwordMessages.invalid);

  await password.fill(account.password);
  for (const message of [passwordMessages.length, passwordMessages.special, passwordMessages.digit]) {
    await expect(checklist.getByText(message)).toHaveClass(/text-success/);
  }
  await expect(page.getByText(passwordMessages.invalid, { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Account created for ${account.firstName} ${account.lastName}`,
  );
  await expect(page.getByLabel('First Name *')).toHaveValue('');
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBe(adminToken);

  // The same address again: the server's message in the red box.
  await page.getByLabel('First Name *').fill(account.firstName);
  await page.getByLabel('Last Name *').fill(account.lastName);
  await page.getByLabel('Email address *').fill(account.email);
  await password.fill(account.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email address already exists.');

  await page.evaluate(() => localStorage.clear());
  await signInThroughScreens(page, mailbox, account);
  await expect(page.getByRole('button', { name: `${account.firstName} ${account.lastName}` })).toBeVisible();
});
