/**
 * From a cleared lead to a matter with a verified deadline, in the browser: the lead's page offers a matter
 * only once the conflict check is cleared; staff open it with the facts, the matter page shows the proposed
 * statute of limitations loudly as not verified, with the rule's steps; the responsible attorney verifies it,
 * and their calendar feed carries it, and they acknowledge it; changing the incident date drops the
 * verification again; staff add a trial date; the matters list and the critical deadlines show them by date,
 * and closing the matter asks first, naming both, and takes them off the deadlines. axe and screenshots at
 * 1280 and 390 px on each screen.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { CreateCalendarFeedDocument } from '../../backend/contract/graphql/calendar-feed.generated';
import {
  CasePartiesDocument,
  DecideConflictCheckDocument,
} from '../../backend/contract/graphql/conflicts.generated';
import { daysLeftText, readersToday } from '../../frontend/app/features/matters/civil-date';
import { submitLead } from './leads';
import { checkScreen } from './screen-check';
import { callApi, expect, test } from './staff-test';

test('a cleared lead becomes a matter whose proposed deadline a lawyer verifies', async ({
  staffPage: page,
  staffToken,
  request,
}) => {
  test.setTimeout(180_000);
  const surname = `Marquez${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const lead = await submitLead(surname);
  const checked = async () =>
    (await callApi(request, staffToken, CasePartiesDocument, { caseId: lead })).caseParties.check;
  await expect.poll(async () => (await checked()).state, { timeout: 15_000 }).not.toBe('pending');

  await page.goto(`/consultations/${lead}`);
  const card = page.getByRole('heading', { name: 'Matter', exact: true });
  await expect(card).toBeVisible();
  await expect(
    page.getByText('A matter can be opened once a person has cleared the conflict check'),
  ).toBeVisible();

  await callApi(request, staffToken, DecideConflictCheckDocument, {
    caseId: lead,
    outcome: 'cleared',
    reason: 'Other leads share the test phone number only.',
    checkedAt: (await checked()).checkedAt!,
  });
  await page.reload();
  const form = page.getByRole('form', { name: 'Open a matter' });
  await form.getByLabel('Claim type *').fill('Car crash');
  await form.getByRole('button', { name: 'Me' }).click();
  await form.getByLabel('Incident date *').fill('2025-06-01');
  await form.getByLabel('The claim is against *').selectOption('local-government');
  await expect(form.getByLabel('Claim presented to the government on')).toBeVisible();
  await form.getByRole('button', { name: 'Open the matter' }).click();

  await expect(page).toHaveURL(`/matters/${lead}`);
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${surname}` })).toBeVisible();
  const alarm = page.getByRole('alert').filter({ hasText: 'Not verified.' });
  await expect(alarm).toContainText('The rules propose Thursday, June 1, 2028 as the last day to file suit');
  await expect(page.getByText('Deadline NOT verified: Thursday, June 1, 2028 proposed')).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'RCW 4.16.080(2)' })).toBeVisible();
  await expect(page.getByText(/RCW 4\.96\.020/).first()).toBeVisible();
  // Its parties are the lead's, and the client's folder in the File Manager is linked.
  await expect(page.getByRole('list', { name: 'Parties' })).toContainText(`Robin ${surname}`);
  await expect(page.getByRole('link', { name: `Robin ${surname}`, exact: true })).toHaveAttribute(
    'href',
    /^\/file-manager\?folder=/,
  );
  await checkScreen(page, 'matter-unverified');

  const verify = page.getByRole('form', { name: 'Verify the deadline' });
  await expect(verify.getByLabel('Last day to file suit *')).toHaveValue('2028-06-01');
  await verify.getByRole('button', { name: 'Verify this deadline' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Last day to file suit: Thursday, June 1, 2028' }),
  ).toContainText('verified by');
  await expect(page.getByText('Deadline verified: Thursday, June 1, 2028')).toBeVisible();
  await checkScreen(page, 'matter-verified');

  // The responsible attorney's calendar feed carries the verified deadline, on its date.
  const { createCalendarFeed } = await callApi(request, staffToken, CreateCalendarFeedDocument);
  const feed = await request.get(new URL(createCalendarFeed.url).pathname);
  const deadlineEvent = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .find((event) => event.summary === `Statute of limitations: Robin ${surname}`);
  expect(deadlineEvent?.startDate.toString()).toBe('2028-06-01');
  expect(deadlineEvent?.description).toContain(`/matters/${lead}`);

  // Acknowledged, the administrators' daily escalation stops (the reminders' handler test mails it).
  await page.getByRole('button', { name: 'Acknowledge this deadline' }).click();
  await expect(
    page.getByText(/^Acknowledged by e2e-.+: the administrators are no longer emailed/),
  ).toBeVisible();

  // A fact the proposal used changes: the verification is gone and the deadline is loud again.
  await page.getByRole('button', { name: 'Change the facts' }).click();
  const facts = page.getByRole('form', { name: 'Change the facts' });
  await expect(facts.getByText('drops the lawyer’s verification')).toBeVisible();
  await facts.getByLabel('Incident date *').fill('2025-07-15');
  await facts.getByRole('button', { name: 'Save the facts' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not verified.' })).toContainText(
    'Saturday, July 15, 2028',
  );
  // The timeline holds every change, newest first, with who made it.
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Matter facts changed/,
    /Deadline acknowledged/,
    /Limitation deadline verified/,
    /Matter opened/,
  ]);
  // The acknowledgement was for the old date: the new one needs its own.
  await expect(page.getByRole('button', { name: 'Acknowledge this deadline' })).toBeVisible();

  // A trial date staff add: on the matter page, soonest first, and on the critical deadlines by date.
  await page.getByRole('button', { name: 'Add a deadline' }).click();
  const adding = page.getByRole('form', { name: 'Add a deadline' });
  await adding.getByLabel('Kind').selectOption('trial');
  await adding.getByLabel('Title *').fill('Jury trial');
  await adding.getByLabel('Date *').fill('2027-09-14');
  await adding.getByLabel('Note').fill('King County Superior Court, Dept. 12');
  await adding.getByRole('button', { name: 'Add the deadline' }).click();
  const added = page.getByRole('list', { name: 'Other deadlines' }).getByRole('listitem');
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Jury trial');
  await expect(added).toContainText('Tuesday, September 14, 2027');
  await expect(timeline.getByRole('listitem').first()).toHaveText(/Deadline added/);
  await checkScreen(page, 'matter-deadlines');

  // The matters list, filtered to the attorney, and the critical deadlines, where the unverified date is red.
  await page.goto('/matters');
  await page.getByRole('button', { name: 'Mine' }).click();
  const row = page.getByRole('row').filter({ hasText: `Robin ${surname}` });
  await expect(row).toContainText('Intake');
  await expect(row).toContainText('Deadline NOT verified: Saturday, July 15, 2028 proposed');
  await checkScreen(page, 'matters');
  await page.getByRole('link', { name: 'Critical deadlines' }).first().click();
  await expect(page).toHaveURL('/deadlines');
  const deadlineRow = page
    .getByRole('row')
    .filter({ hasText: `Robin ${surname}` })
    .filter({ hasText: 'Statute of limitations' });
  await expect(deadlineRow).toContainText('Deadline NOT verified: Saturday, July 15, 2028 proposed');
  // How far it is, in the reader's calendar (the browser's clock is this machine's).
  await expect(deadlineRow).toContainText(daysLeftText('2028-07-15', readersToday()));
  // The trial date is listed before it: by date, whatever the kind.
  const clientRows = page.getByRole('row').filter({ hasText: `Robin ${surname}` });
  await expect(clientRows).toHaveCount(2);
  await expect(clientRows.first()).toContainText('Jury trial');
  await expect(clientRows.first()).toContainText('Tuesday, September 14, 2027');
  await checkScreen(page, 'critical-deadlines');

  // Closing with the deadline open asks first; once closed, the deadline leaves the critical list.
  await clientRows.last().getByRole('link').click();
  await page.getByRole('form', { name: 'Change the phase' }).getByLabel('Phase').selectOption('closed');
  await page.getByRole('button', { name: 'Change the phase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close a matter with open deadlines?' });
  await expect(dialog).toContainText('Saturday, July 15, 2028');
  await expect(dialog).toContainText('Jury trial: Tuesday, September 14, 2027');
  await dialog.getByRole('button', { name: 'Close the matter anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Phase: Closed', { exact: true })).toBeVisible();
  await expect(page.getByText(/Deadline (NOT )?verified/)).toHaveCount(0);
  await expect(
    page.getByText('No longer open: suit was filed or the matter ended (phase: Closed)'),
  ).toBeVisible();
  await page.goto('/deadlines');
  await expect(page.getByRole('heading', { level: 1, name: 'Critical deadlines' })).toBeVisible();
  await expect(page.getByText('Loading deadlines…')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `Robin ${surname}` })).toHaveCount(0);

  await page.goto(`/consultations/${lead}`);
  await page.getByRole('link', { name: 'Open the matter' }).click();
  await expect(page).toHaveURL(`/matters/${lead}`);
});
