/**
 * The calendar feed as a person sets it up on /account: the link shown once answers ICS with the
 * assigned lead's follow-up (read by ical.js, a standard parser), and 404 once the feed is turned off.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import {
  ConsultationDocument,
  UpdateConsultationDocument,
} from '../../backend/contract/graphql/consultation-inbox.generated';
import { paths } from '../../frontend/app/config/paths';
import { submitLead } from './leads';
import { checkScreen } from './screen-check';
import { callApi, expect, test } from './staff-test';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('a calendar link from /account answers the follow-ups as ICS, and nothing once turned off', async ({
  staffPage: page,
  staffAccount,
  adminToken,
  request,
}) => {
  // Two new states of /account are checked (axe and screenshots at both widths).
  test.setTimeout(60_000);
  const lastName = `Calendar${randomUUID().slice(0, 6)}`;
  const id = await submitLead(lastName);
  const opened = await callApi(request, adminToken, ConsultationDocument, { id });
  const followUpOn = inDays(20);
  await callApi(request, adminToken, UpdateConsultationDocument, {
    id,
    version: opened.consultation.consultation.version,
    assigneeEmail: staffAccount.email,
    followUpOn,
  });

  await page.goto(paths.account);
  await page.getByRole('button', { name: 'Make a calendar link' }).click();
  const link = page.getByLabel('Your calendar link');
  const feedPath = new URL(await link.inputValue()).pathname;
  expect(feedPath).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}$/);
  await checkScreen(page, 'account-calendar-link');

  const answer = await request.get(feedPath);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new ICAL.Component(ICAL.parse(await answer.text()))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  const event = events.find((candidate) => candidate.summary === `Follow up: Robin ${lastName}`);
  expect(event?.startDate.toString()).toBe(followUpOn);
  expect(event?.description).toContain(`/consultations/${id}`);

  await page.getByRole('button', { name: 'I have added it' }).click();
  await expect(link).toHaveCount(0);
  await page.reload();
  await expect(
    page.getByText(/Your calendar feed is on: link made .+, last read by a calendar app \w{3} \d/),
  ).toBeVisible();
  await checkScreen(page, 'account-calendar-on');

  await page.getByRole('button', { name: 'Turn off' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Your calendar feed is off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a calendar link' })).toBeVisible();
  expect((await request.get(feedPath)).status()).toBe(404);
});
