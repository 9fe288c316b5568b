/**
 * Speed to lead in the browser, the stack's clock moved by its test hook: a lead that arrives at 10:00 on
 * a weekday alerts every staff user at 10:15 (nobody has it) and the administrators at 10:30; meanwhile
 * the dashboard lists it as waiting and the inbox says how long; moving it to Contacted stops the alerts
 * and the lead shows the time to first contact. Screenshots of the dashboard panel and the inbox at 1280
 * and 390 px go to /tmp/shots.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_FIRM_SETTINGS } from '../../backend/contract/firm-settings';
import { instantAt, wallTime } from '../../backend/domain/settings/business-time';
import { AWAITING_CONTACT_SHOWN } from '../../backend/domain/consultations/awaiting-contact';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { paths } from '../../frontend/app/config/paths';
import { stackHooks } from '../fixtures';
import { axeOn } from '../public/helpers';
import { apiSignIn, expect, ownClientAddress, test, useSession } from '../staff/staff-test';
import { submitLead } from '../staff/leads';

const ZONE = DEFAULT_FIRM_SETTINGS.timeZone;
const SWEEPER = 'ConsultationNoticeSweeper';
const MINUTE = 60_000;

// The clock goes back after each test: the next spec's sessions and limits start from the real time.
test.afterEach(async () => {
  await stackHooks.resetClock();
});

/** Moves the stack's clock to the next Wednesday at 10:00 in Los Angeles (a weekday, whatever today is). */
async function moveToWednesdayTen(): Promise<void> {
  const now = await stackHooks.advanceClock(0);
  for (let days = 0; days < 8; days += 1) {
    const day = wallTime(new Date(now.getTime() + days * 24 * 60 * MINUTE), ZONE);
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    const target = instantAt({ year: day.year, month: day.month, day: day.day }, 10 * 60, ZONE);
    if (weekday === 3 && target > now) {
      await stackHooks.advanceClock(Math.ceil((target.getTime() - now.getTime()) / MINUTE));
      return;
    }
  }
}

test('a new lead alerts at 10:15 and 10:30, shows as waiting, and stops once contacted', async ({
  page,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  await moveToWednesdayTen();
  const lastName = `Waits${randomUUID().slice(0, 6)}`;
  const id = await submitLead(lastName);
  const alertsAbout = async () =>
    (await mailbox.all()).filter(
      (mail) =>
        mail.destination.to.includes(LOCAL_ADMIN.email) &&
        /waiting|Escalation/.test(mail.subject) &&
        (mail.body.text ?? '').includes(id),
    );

  await stackHooks.advanceClock(14);
  await stackHooks.runSchedule(SWEEPER);
  expect(await alertsAbout()).toHaveLength(0);
  await stackHooks.advanceClock(1);
  await stackHooks.runSchedule(SWEEPER);
  await expect
    .poll(async () => (await alertsAbout()).map((mail) => mail.subject))
    .toEqual([expect.stringMatching(/waiting \(15 business minutes\)/)]);

  // The clock moved days ahead: a session from before would have expired, so sign in now.
  await useSession(page, await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress()));
  await page.goto(paths.dashboard);
  // The panel lists the ten leads waiting longest; on this moved clock the suite's other New leads have
  // waited for days, so it holds this one only when fewer than ten others wait: the lead's page says its wait.
  const panel = page.getByRole('alert').filter({ hasText: 'Waiting for first contact' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  if ((await panel.getByRole('listitem').count()) < AWAITING_CONTACT_SHOWN) {
    await expect(panel.getByRole('link', { name: `Robin ${lastName}` })).toBeVisible();
    await expect(panel.getByText(/^waiting 15 min$/)).toBeVisible();
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/dashboard-waiting-${width}.png`, fullPage: true });
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.consultation(id));
  await expect(page.getByText(/^waiting 15 min$/)).toBeVisible();

  await stackHooks.advanceClock(15);
  await stackHooks.runSchedule(SWEEPER);
  await expect.poll(async () => (await alertsAbout()).length).toBe(2);
  expect((await alertsAbout())[1]!.subject).toMatch(/^Escalation/);

  await page.goto(paths.consultation(id));
  await expect(page.getByText(/^waiting 30 min$/)).toBeVisible();
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^answered in 30 min$/)).toBeVisible();

  await stackHooks.advanceClock(60);
  await stackHooks.runSchedule(SWEEPER);
  expect(await alertsAbout()).toHaveLength(2);
  // An hour idle ends a session: sign in again.
  await useSession(page, await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress()));
  await page.goto(paths.consultations);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: lastName })
      .getByText(/^answered in 30 min$/),
  ).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/inbox-answered-${width}.png` });
  }
});
