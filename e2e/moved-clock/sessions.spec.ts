/**
 * Sessions the server controls, in the browser against the local stack: after "Sign out" the old token is
 * refused at once; after 30 idle minutes the session is over; after 12 hours it is over however often its
 * token was renewed. The clock moves through the stack's test hook (never a sleep), and is put back after
 * the file so the sessions other specs hold are as they were.
 */
import { ChangeMyNameDocument } from '../../backend/contract/graphql/account.generated';
import { HealthDocument } from '../../backend/contract/graphql/public.generated';
import { TOKEN_STORAGE_KEY } from '../../backend/contract/limits';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../backend/contract/sessions';
import { stackHooks } from '../fixtures';
import {
  apiSignIn,
  expect,
  ownClientAddress,
  signInThroughScreens,
  test,
  useSession,
} from '../staff/staff-test';
import type { APIRequestContext } from '@playwright/test';

const IDLE_MINUTES = SESSION_IDLE_SECONDS / 60;

async function statusWith(request: APIRequestContext, token: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: HealthDocument, variables: {} },
  });
  return response.status();
}

test.afterAll(async () => {
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
