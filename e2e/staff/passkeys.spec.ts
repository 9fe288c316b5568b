/**
 * Passkeys in the browser, with Chromium's virtual authenticator (DevTools Protocol: internal transport,
 * resident keys, user verification): added on /account, then sign-in with password + passkey (no email is
 * sent), then "Sign in with a passkey" alone, then removed.
 */
import { checkScreen } from './screen-check';
import { expect, mailCountTo, passwordStepThroughScreens, test } from './staff-test';
import { addVirtualAuthenticator } from './virtual-authenticator';

test('a user adds a passkey, signs in with password + passkey and with the passkey alone, and removes it', async ({
  staffPage: page,
  staffAccount: account,
  mailbox,
}) => {
  // Sign-ins, set-up and an axe check of each new screen at two widths.
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  await page.goto('/account');
  await page.getByLabel('Name of the new passkey *').fill('Test laptop');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  const passkeys = page.getByRole('table', { name: 'Your passkeys' });
  await expect(passkeys.getByRole('cell', { name: 'Test laptop', exact: true })).toBeVisible();
  await expect(passkeys.getByRole('cell', { name: 'Never', exact: true })).toBeVisible();

  const mailsBefore = await mailCountTo(mailbox, account.email);
  await page.evaluate(() => localStorage.clear());
  await passwordStepThroughScreens(page, account);
  await expect(page.getByRole('button', { name: 'Continue with passkey' })).toBeEnabled();
  await checkScreen(page, 'mfa-passkey');
  await page.getByRole('button', { name: 'Continue with passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await mailCountTo(mailbox, account.email)).toBe(mailsBefore);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await checkScreen(page, 'login-with-passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account');
  await expect(passkeys.getByRole('cell', { name: 'Never', exact: true })).toBeHidden();
  await checkScreen(page, 'account-passkeys');
  await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(passkeys).toBeHidden();
});
