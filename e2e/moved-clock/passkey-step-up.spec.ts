/**
 * Step-up with a passkey in the browser, with Chromium's virtual authenticator: more than ten minutes after
 * the sign-in, a guarded change on /account opens "Confirm it is you" with the passkey first (the emailed
 * code as the other choice); the passkey confirms it, no email is sent, and the change goes ahead. The
 * clock moves through the stack's test hook and is put back after the test.
 */
import { STEP_UP_WINDOW_SECONDS } from '../../backend/contract/sessions';
import { stackHooks } from '../fixtures';
import { axeOn } from '../public/helpers';
import { apiSignIn, expect, mailCountTo, ownClientAddress, test, useSession } from '../staff/staff-test';
import { addVirtualAuthenticator } from '../staff/virtual-authenticator';

test.afterEach(async () => {
  await stackHooks.resetClock();
});

test('someone with a passkey steps up with it, not a mailed code', async ({
  page,
  request,
  mailbox,
  staffAccount,
}, testInfo) => {
  test.setTimeout(120_000);
  await addVirtualAuthenticator(page);
  await useSession(page, await apiSignIn(request, mailbox, staffAccount, ownClientAddress()));
  await page.goto('/account');
  await page.getByLabel('Name of the new passkey *').fill('Test laptop');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();

  await stackHooks.advanceClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
  const mailsBefore = await mailCountTo(mailbox, staffAccount.email);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await page
    .getByRole('dialog', { name: 'Make new recovery codes' })
    .getByRole('button', { name: 'Make new codes' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  const confirm = dialog.getByRole('button', { name: 'Confirm with passkey' });
  await expect(confirm).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'email me a code' })).toBeVisible();
  await expect(dialog.getByLabel('Security code')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await axeOn(page).include('.modal').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`step-up-passkey-${width}.png`) });
  }

  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(recoveryCodes).toHaveCount(10);
  expect(await mailCountTo(mailbox, staffAccount.email)).toBe(mailsBefore);
});
