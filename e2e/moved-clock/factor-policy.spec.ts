/**
 * The firm's sign-in policy in the browser: an administrator requires a passkey or an authenticator app for
 * everyone on /staff; once the grace period is over (the stack's clock moved 15 days, never a sleep), a user
 * with only the emailed code signs in as far as My account, which says why, and the API refuses them every
 * other staff operation with the distinct message. The clock and the policy are put back after the test.
 */
import { MySignInsDocument } from '../../backend/contract/graphql/account.generated';
import { ConsultationsDocument } from '../../backend/contract/graphql/consultation-inbox.generated';
import { MyFactorsDocument } from '../../backend/contract/graphql/factors.generated';
import { SetFactorPolicyDocument } from '../../backend/contract/graphql/staff.generated';
import {
  DEFAULT_FACTOR_GRACE_DAYS,
  ENROLMENT_REQUIRED_MESSAGE,
  TOKEN_STORAGE_KEY,
} from '../../backend/contract/limits';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { stackHooks } from '../fixtures';
import { checkScreen } from '../staff/screen-check';
import {
  apiSignIn,
  callApi,
  codeIn,
  expect,
  ownClientAddress,
  passwordStepThroughScreens,
  test,
  useSession,
  waitForNewEmail,
} from '../staff/staff-test';

test.afterEach(async ({ request, mailbox }) => {
  await stackHooks.resetClock();
  const admin = await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress());
  await callApi(request, admin, SetFactorPolicyDocument, {
    require: 'nobody',
    graceDays: DEFAULT_FACTOR_GRACE_DAYS,
  });
});

test('past the grace period, a user with only the emailed code reaches only My account', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  // A session of its own: changing the policy asks for a second factor from the last ten minutes, which a
  // worker's administrator session is past once other specs here have moved the clock.
  // Two sign-ins hash passwords at full cost.
  test.setTimeout(90_000);
  await useSession(page, await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress()));
  await page.goto('/staff');
  const policy = page.getByRole('form', { name: 'Sign-in policy' });
  await expect(policy.getByText('No one is required')).toBeVisible();
  await policy.getByLabel('Everyone').check();
  await policy.getByLabel('Grace period in days *').fill('14');
  await policy.getByRole('button', { name: 'Save policy' }).click();
  await expect(policy.getByText(/^Saved\. Everyone must use/)).toBeVisible();
  await checkScreen(page, 'staff-sign-in-policy');

  // Fifteen days later the grace period is over.
  await stackHooks.advanceClock((DEFAULT_FACTOR_GRACE_DAYS + 1) * 24 * 60);
  await page.evaluate(() => localStorage.clear());
  const seen = (await mailbox.all()).map((mail) => mail.messageId);
  await passwordStepThroughScreens(page, staffAccount);
  await expect(page).toHaveURL(/\/security\/mfa$/);
  const code = codeIn(await waitForNewEmail(mailbox, staffAccount.email, /security code/, seen));
  await page.getByLabel('Security code *').fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/account\?enrol=required$/);
  await expect(page.getByText('Add a passkey or an authenticator app to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up authenticator app' })).toBeVisible();
  await checkScreen(page, 'account-enrolment-required');

  // Another staff screen sends the person back to My account.
  await page.goto('/consultations');
  await expect(page).toHaveURL(/\/account\?enrol=required$/);

  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  const refused = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: ConsultationsDocument, variables: {} },
  });
  expect(((await refused.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toBe(
    ENROLMENT_REQUIRED_MESSAGE,
  );
  // What enrolling needs, and seeing one's own sign-ins, still answer.
  expect(await callApi(request, token!, MyFactorsDocument)).toHaveProperty('myFactors.passkeys', []);
  expect(await callApi(request, token!, MySignInsDocument)).toHaveProperty('mySignIns');
  await expect(page.getByText(ENROLMENT_REQUIRED_MESSAGE)).toHaveCount(0);
});
