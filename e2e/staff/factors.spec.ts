/**
 * Strong sign-in factors in the browser: an authenticator app set up on /account (the test reads the key
 * from the screen and computes codes with otpauth), sign-in with it and with a recovery code.
 */
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { checkScreen } from './screen-check';
import { expect, mailCountTo, passwordStepThroughScreens, test } from './staff-test';

const TOTP_PERIOD_MS = 30_000;

/** The code of the next 30-second step: the step of enrolment is spent, and one step ahead is accepted. */
const nextCode = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + TOTP_PERIOD_MS });

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test('a user sets up an authenticator app, signs in with it once per code, and with a recovery code once', async ({
  staffPage: page,
  staffAccount: account,
  mailbox,
}) => {
  // Sign-ins, set-up and an axe check of each new screen at two widths.
  test.setTimeout(120_000);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await checkScreen(page, 'account-authenticator-setup');
  const secret = (await page.locator('#totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app *').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allInnerTexts();
  await checkScreen(page, 'account-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove authenticator app' })).toBeVisible();

  const mailsBefore = await mailCountTo(mailbox, account.email);
  await signOut(page);
  await passwordStepThroughScreens(page, account);
  await expect(page.getByLabel('Authenticator code *')).toBeVisible();
  await checkScreen(page, 'mfa-authenticator');
  const code = nextCode(secret);
  await page.getByLabel('Authenticator code *').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await mailCountTo(mailbox, account.email)).toBe(mailsBefore);

  await signOut(page);
  await passwordStepThroughScreens(page, account);
  await page.getByLabel('Authenticator code *').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');

  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code *').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await passwordStepThroughScreens(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code *').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('not correct or has already been used');
});
