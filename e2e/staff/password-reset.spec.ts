import { passwordMessages } from '../../backend/contract/password-policy';
import { expect, signInThroughScreens, test, waitForNewEmail, submitPassword } from './staff-test';

test('forgot and reset: the old password then fails and the new one works', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email address *').fill(staffAccount.email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/message$/);
  await expect(page.getByRole('heading', { name: 'Check your inbox!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin@brandtokafor.example' })).toBeVisible();

  const mail = await waitForNewEmail(mailbox, staffAccount.email, /Reset your/);
  const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.body.text ?? '')?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByLabel('Email address')).toHaveValue(staffAccount.email);

  const newPassword = page.getByLabel('New password *', { exact: true });
  const confirm = page.getByLabel('Confirm new password *');
  await newPassword.fill('Renewed#Pass7');
  await confirm.fill('Renewed#Pass8');
  await expect(page.locator('form').getByText(passwordMessages.mismatch)).toBeVisible();
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
  await expect(confirm).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show confirm new password' }).click();
  await expect(confirm).toHaveAttribute('type', 'text');

  // The server refuses the mismatch too, and the link still works afterwards.
  await page.getByRole('button', { name: 'Update password' }).click();
  // The server's red box (not the form's own hint, which has the same words) proves the answer arrived,
  // so the form's reset after the answer cannot clear the fields filled below.
  await expect(page.locator('.alert-danger')).toHaveText(passwordMessages.mismatch);
  await expect(page.getByRole('button', { name: 'Update password' })).toBeEnabled();
  await newPassword.fill('Renewed#Pass7');
  await confirm.fill('Renewed#Pass7');
  await expect(page.locator('form').getByText(passwordMessages.mismatch)).toBeHidden();
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been updated. Please sign in with your new password.',
  );
  await waitForNewEmail(mailbox, staffAccount.email, /was changed/);

  await submitPassword(page, staffAccount.email, staffAccount.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await signInThroughScreens(page, mailbox, { ...staffAccount, password: 'Renewed#Pass7' });

  // The link worked once.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('invalid, has expired or has already been used');
});

test('forgot password answers the same for an unknown address', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email address *').fill('nobody-here@brandtokafor.example');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/message$/);
});
