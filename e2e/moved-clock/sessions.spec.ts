/**
 * Sessions the server controls, in the browser against the local stack: after "Sign out" the old token is
 * refused at once; after 30 idle minutes the session is over; after 12 hours it is over however often its
 * token was renewed. The clock moves through the stack's test hook (never a sleep), and is put back after
 * each test so the sessions other specs hold are as they were.
 */
import { ChangeMyNameDocument } from '../../backend/contract/graphql/account.generated';
import { HealthDocument } from '../../backend/contract/graphql/public.generated';
import { TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  STEP_UP_WINDOW_SECONDS,
} from '../../backend/contract/sessions';
import { stackHooks } from '../fixtures';
import {
  apiSignIn,
  callApi,
  codeIn,
  expect,
  mailCountTo,
  ownClientAddress,
  signInThroughScreens,
  test,
  useSession,
  waitForNewEmail,
} from '../staff/staff-test';
import { Secret, TOTP } from 'otpauth';
import {
  ConfirmTotpEnrolmentDocument,
  StartTotpEnrolmentDocument,
} from '../../backend/contract/graphql/factors.generated';
import type { APIRequestContext } from '@playwright/test';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { axeOn } from '../public/helpers';

const IDLE_MINUTES = SESSION_IDLE_SECONDS / 60;

async function statusWith(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: HealthDocument, variables: {} },
  });
  return response.status();
}

// Each test puts the clock back: the sessions this worker holds (the administrator's) stay as they were.
test.afterEach(async () => {
  await stackHooks.resetClock();
});

test('after "Sign out" the old token is refused at once', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  await signInThroughScreens(page, mailbox, staffAccount);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect(token).toBeTruthy();
  expect(await statusWith(request, token!)).toBe(200);
  await page
    .getByRole('complementary', { name: 'Staff menu' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => statusWith(request, token!)).toBe(401);
});

test('/account lists this device; after 30 idle minutes the session is over', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  const token = await apiSignIn(request, mailbox, staffAccount, ownClientAddress());
  await useSession(page, token);
  await page.goto('/account');
  await expect(page.getByText('This device')).toBeVisible();

  await stackHooks.advanceClock(IDLE_MINUTES + 1);
  expect(await statusWith(request, token)).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('after 12 hours the session is over however often its token was renewed', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  let token = await apiSignIn(request, mailbox, staffAccount, ownClientAddress());
  const step = IDLE_MINUTES - 5;
  let renewals = 0;
  for (let minutes = 0; minutes < SESSION_ABSOLUTE_SECONDS / 60; minutes += step) {
    const response = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: ChangeMyNameDocument,
        variables: { firstName: staffAccount.firstName, lastName: staffAccount.lastName },
      },
    });
    const renewed = ((await response.json()) as { data?: { changeMyName: { token: string } } }).data;
    if (!renewed) break;
    token = renewed.changeMyName.token;
    renewals += 1;
    await stackHooks.advanceClock(step);
  }
  expect(renewals).toBeGreaterThan(1);
  await stackHooks.advanceClock(step);
  expect(await statusWith(request, token)).toBe(401);
  await useSession(page, token);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('an export more than ten minutes after sign-in asks for the emailed code, then goes ahead', async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  const token = await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress());
  await useSession(page, token);
  await stackHooks.advanceClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
  await page.goto('/audit');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await axeOn(page).include('.modal').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`step-up-${width}.png`) });
  }

  const seen = (await mailbox.all()).map((mail) => mail.messageId);
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  const code = codeIn(await waitForNewEmail(mailbox, LOCAL_ADMIN.email, /security code/, seen));
  await dialog.getByLabel('Security code').fill(code);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await download;
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Downloaded \d+ entries/)).toBeVisible();
});

test('someone with an authenticator app steps up with its code, not a mailed one', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  const token = await apiSignIn(request, mailbox, staffAccount, ownClientAddress());
  const started = await callApi(request, token, StartTotpEnrolmentDocument);
  const secret = Secret.fromBase32(started.startTotpEnrolment.secret);
  const now = await stackHooks.advanceClock(0);
  await callApi(request, token, ConfirmTotpEnrolmentDocument, {
    code: TOTP.generate({ secret, timestamp: now.getTime() - 30_000 }),
  });
  await useSession(page, token);
  const later = await stackHooks.advanceClock(STEP_UP_WINDOW_SECONDS / 60 + 1);
  await page.goto('/account');
  const mailsBefore = await mailCountTo(mailbox, staffAccount.email);
  await page.getByRole('button', { name: 'Make new recovery codes' }).click();
  await page
    .getByRole('dialog', { name: 'Make new recovery codes' })
    .getByRole('button', { name: 'Make new codes' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.getByLabel('Code from your authenticator app')).toBeVisible();
  await dialog
    .getByLabel('Code from your authenticator app')
    .fill(TOTP.generate({ secret, timestamp: later.getTime() }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await mailCountTo(mailbox, staffAccount.email)).toBe(mailsBefore);
});

test('/account shows the signed-in devices at 1280 and 390 px', async ({
  page,
  request,
  mailbox,
  staffAccount,
}, testInfo) => {
  const token = await apiSignIn(request, mailbox, staffAccount, ownClientAddress());
  await apiSignIn(request, mailbox, staffAccount, ownClientAddress());
  await useSession(page, token);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account');
    await expect(page.getByText('This device')).toBeVisible();
    await page.getByRole('heading', { name: 'Signed-in devices' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`sessions-${width}.png`), fullPage: true });
  }
});
