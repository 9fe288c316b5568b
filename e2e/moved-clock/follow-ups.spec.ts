/**
 * Follow-ups that come back, in the browser with the stack's clock moved: a lead moved to Contacted on a
 * Tuesday and left untouched is due two business days later; on that Thursday it is in "My follow-ups" on
 * the dashboard and its assignee gets exactly one digest mail. Screenshots at 1280 and 390 px go to
 * /tmp/shots.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FIRM_SETTINGS } from '../../backend/contract/firm-settings';
import {
  ConsultationDocument,
  UpdateConsultationDocument,
} from '../../backend/contract/graphql/consultation-inbox.generated';
import { instantAt, wallTime } from '../../backend/domain/settings/business-time';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { paths } from '../../frontend/app/config/paths';
import { stackHooks } from '../fixtures';
import { axeOn } from '../public/helpers';
import { apiSignIn, callApi, expect, ownClientAddress, test, useSession } from '../staff/staff-test';
import { submitLead } from '../staff/leads';

const ZONE = DEFAULT_FIRM_SETTINGS.timeZone;
const SWEEPER = 'ConsultationNoticeSweeper';
const MINUTE = 60_000;

// The clock goes back after each test: the next spec's sessions and limits start from the real time.
test.afterEach(async () => {
  await stackHooks.resetClock();
});

/** Moves the stack's clock to the next `weekday` (0 = Sunday) at `hour`:00 in Los Angeles. */
async function moveTo(weekdayWanted: number, hour: number): Promise<void> {
  const now = await stackHooks.advanceClock(0);
  for (let days = 0; days < 8; days += 1) {
    const day = wallTime(new Date(now.getTime() + days * 24 * 60 * MINUTE), ZONE);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    const target = instantAt({ year: day.year, month: day.month, day: day.day }, hour * 60, ZONE);
    if (weekday === weekdayWanted && target > now) {
      await stackHooks.advanceClock(Math.ceil((target.getTime() - now.getTime()) / MINUTE));
      return;
    }
  }
}

test('a Contacted lead untouched for two business days is in My follow-ups and one digest', async ({
  page,
  request,
  mailbox,
  staffAccount,
}) => {
  test.setTimeout(180_000);
  // The digests go out once a business day (a day marker), so this test's day is a Thursday, which no other
  // moved-clock spec runs the sweeper on (first-contact.spec.ts takes the Wednesday); the assignee is an
  // account of the test's own.
  await moveTo(2, 10);
  const lastName = `Follows${randomUUID().slice(0, 6)}`;
  const id = await submitLead(lastName);
  const token = await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress());
  const opened = await callApi(request, token, ConsultationDocument, { id });
  await callApi(request, token, UpdateConsultationDocument, {
    id,
    version: opened.consultation.consultation.version,
    leadStatus: 'contacted',
    assigneeEmail: staffAccount.email,
  });

  await moveTo(4, 11);
  const digests = async () =>
    (await mailbox.all()).filter(
      (mail) =>
        mail.destination.to.includes(staffAccount.email) &&
        /^Your follow-ups today/.test(mail.subject) &&
        (mail.body.text ?? '').includes(id),
    );
  await stackHooks.runSchedule(SWEEPER);
  await stackHooks.runSchedule(SWEEPER);
  await expect.poll(async () => (await digests()).length).toBe(1);

  await useSession(page, await apiSignIn(request, mailbox, staffAccount, ownClientAddress()));
  await page.goto(paths.dashboard);
  const panel = page.locator('.card').filter({ hasText: 'My follow-ups' });
  const row = panel.getByRole('listitem').filter({ hasText: lastName });
  await expect(row.getByText(/^overdue since/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/dashboard-follow-ups-${width}.png`, fullPage: true });
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }
  await stackHooks.advanceClock(60);
  await stackHooks.runSchedule(SWEEPER);
  expect(await digests()).toHaveLength(1);
});
