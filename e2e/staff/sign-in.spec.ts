import { MFA_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import { holdScripts } from '../fixtures';
import {
  codeIn,
  expect,
  passwordStepThroughScreens,
  signInThroughScreens,
  submitPassword,
  test,
  waitForNewEmail,
} from './staff-test';

test('a staff member signs in with the emailed code and reaches the dashboard', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await signInThroughScreens(page, mailbox, staffAccount);
  await expect(page).toHaveTitle(/Dashboard/);
  const card = page.getByRole('main').getByRole('link', { name: 'File Manager' });
  await expect(card).toBeVisible();
  const sideMenu = page.getByRole('complementary', { name: 'Staff menu' });
  await expect(sideMenu.getByRole('link', { name: 'File Manager' })).toHaveAttribute('href', '/file-manager');
  await expect(page.getByText('Upload, download, and preview documents')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const fullName = `${staffAccount.firstName} ${staffAccount.lastName}`;
  await page.getByRole('button', { name: fullName }).click();
  await expect(page.getByText(staffAccount.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('complementary', { name: 'Staff menu' })).toContainText(`Welcome ${fullName}`);

  expect(await page.evaluate((key) => localStorage.getItem(key), MFA_TOKEN_STORAGE_KEY)).toBeNull();
  await card.click();
  await expect(page).toHaveURL(/\/file-manager$/);
  await expect(page.getByRole('heading', { name: 'File Manager' })).toBeVisible();
});

test('a wrong password shows the server message and stays on sign in', async ({ page, staffAccount }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await submitPassword(page, staffAccount.email, 'Not#ThePass1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password *', { exact: true })).toHaveValue('');
});

test('the sign-in page is pre-rendered: what is typed before it hydrates is what it sends', async ({
  page,
  staffAccount,
}) => {
  // Hold every script back, so the fields are typed into while the page is still plain HTML.
  const releaseScripts = await holdScripts(page, '**/assets/*.js');
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email address *').fill(staffAccount.email);
  await page.getByLabel('Password *', { exact: true }).fill(staffAccount.password);
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  // Until React runs, the browser would send the bare form itself: the button waits for the page.
  await expect(signIn).toBeDisabled();
  await page.getByLabel('Password *', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  releaseScripts();
  await expect(signIn).toBeEnabled();
  await expect(page.getByLabel('Email address *')).toHaveValue(staffAccount.email);
  await signIn.click();
  await expect(page).toHaveURL(/\/security\/mfa$/);
  await expect(page.getByLabel('Security code *')).toBeVisible();
});

test('the password toggle shows and hides the password', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password *', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a wrong code shows the server message; the right one still works', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await passwordStepThroughScreens(page, staffAccount);
  await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
  const code = codeIn(await waitForNewEmail(mailbox, staffAccount.email, /security code/));

  const codeField = page.getByLabel('Security code *');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That security code is not correct. Please check it and try again.',
  );
  await expect(codeField).toHaveValue('');
  await expect(page).toHaveURL(/\/security\/mfa$/);

  // A pasted code with a space in it is read as its digits.
  await codeField.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(codeField).toHaveValue(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('"Request a new code" mails a new code, says so, and the new code signs in', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await passwordStepThroughScreens(page, staffAccount);
  const first = await waitForNewEmail(mailbox, staffAccount.email, /security code/);

  await page.getByRole('button', { name: 'Request a new code' }).click();
  await expect(page.getByText('Your code has been sent')).toBeVisible();
  const second = await waitForNewEmail(mailbox, staffAccount.email, /security code/, [first.messageId]);

  await page.getByLabel('Security code *').fill(codeIn(second));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the help panel opens with the support address', async ({ page, staffAccount }) => {
  await passwordStepThroughScreens(page, staffAccount);
  const help = page.getByRole('button', { name: 'Need some help?' });
  await expect(help).toHaveAttribute('aria-expanded', 'false');
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'admin@brandtokafor.example' })).toBeVisible();
  await expect(page.getByText('expires after 15 minutes')).toBeVisible();
});

test('signing out from the side menu and from the profile menu ends the session', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await signInThroughScreens(page, mailbox, staffAccount);
  await page
    .getByRole('complementary', { name: 'Staff menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughScreens(page, mailbox, staffAccount);
  const fullName = `${staffAccount.firstName} ${staffAccount.lastName}`;
  await page.getByRole('button', { name: fullName }).click();
  await page.getByLabel(fullName).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/post-new');
  await expect(page).toHaveURL(/\/login$/);
});
