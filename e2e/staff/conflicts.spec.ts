/**
 * Conflicts at intake, end to end: a lead's client is filed by itself; staff add the other driver on one
 * lead; a second caller with the driver's nickname and number shows as a possible conflict in the inbox and
 * on their page, naming the first lead and why; staff clear it with a reason, and the lead's timeline and
 * the badge follow. axe and screenshots at 1280 and 390 px.
 */
import { randomUUID } from 'node:crypto';
import { AddPartyDocument } from '../../backend/contract/graphql/conflicts.generated';
import { submitLead } from './leads';
import { checkScreen } from './screen-check';
import { callApi, expect, test } from './staff-test';

test('the other driver calls: the inbox marks a possible conflict, staff see why and clear it with a reason', async ({
  staffPage: page,
  staffToken,
  request,
}) => {
  test.setTimeout(90_000);
  // Surnames of their own: every lead of the run is searched, and the specs' leads share one phone number.
  const tag = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  const driverSurname = `Vanderkamp${tag}`;
  const firstLead = await submitLead(`Ashworth${tag}`);
  await callApi(request, staffToken, AddPartyDocument, {
    caseId: firstLead,
    party: {
      kind: 'person',
      name: `Robert ${driverSurname}`,
      role: 'adverse-driver',
      email: `rv-${tag}@example.com`,
    },
  });

  await page.goto(`/consultations/${firstLead}`);
  const parties = page.getByRole('list', { name: 'Parties' });
  await expect(parties).toContainText(`Robin Ashworth${tag}`);
  await expect(parties).toContainText(`Robert ${driverSurname} · Adverse driver`);

  const secondLead = await submitLead(driverSurname);
  await page.goto(`/consultations/${secondLead}`);
  await expect(page.getByText('Conflicts: Possible conflict').first()).toBeVisible({ timeout: 15_000 });
  const hits = page.getByRole('region', { name: 'Possible matches in other cases' });
  // The specs' leads share one phone number, so the other leads of the run are hits too (as they should be).
  const driverHit = hits.getByRole('listitem').filter({ hasText: `may be Robert ${driverSurname}` });
  await expect(driverHit).toContainText(
    `Robin ${driverSurname} may be Robert ${driverSurname}, Adverse driver in Lead: Robin Ashworth${tag}`,
  );
  await expect(driverHit.getByRole('link')).toHaveAttribute('href', `/consultations/${firstLead}`);
  await expect(driverHit).toContainText(/Robin is (a short|another) form of Robert/);
  await checkScreen(page, 'lead-conflict');

  await page
    .getByLabel('Reason (kept with the decision)')
    .fill('Different person: the driver is 60, the caller 24.');
  await page.getByRole('button', { name: 'Record the decision' }).click();
  await expect(page.getByText('Conflicts: Cleared').first()).toBeVisible();
  await expect(page.getByText('Different person: the driver is 60, the caller 24.')).toBeVisible();

  await page.getByLabel('Name').fill('Cascade Rental Cars, Inc.');
  await page.getByLabel('Person or organisation').selectOption('organisation');
  await page.getByLabel('Role').selectOption('adverse-owner');
  await page.getByRole('button', { name: 'Add and check' }).click();
  await expect(page.getByRole('list', { name: 'Parties' })).toContainText(
    'Cascade Rental Cars, Inc. · Vehicle owner (adverse)',
  );

  await page.reload();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(/Conflict check: \d+ possible match\(es\) in other cases/);
  await expect(timeline).toContainText('Cleared: Different person');
  await expect(timeline).toContainText('Cascade Rental Cars, Inc. added as Vehicle owner (adverse)');
});

test('an administrator keeps the routine parties on /settings: insurers and agencies the check shows but never flags', async ({
  adminPage: page,
}) => {
  await page.goto('/settings');
  const names = page.getByLabel('Insurers and agencies the firm meets in every case, one per line');
  await names.fill(
    'Puget Sound Mutual Insurance Company\nWashington State Patrol\n\nPuget Sound Mutual, Inc.',
  );
  await page.getByRole('button', { name: 'Save the list' }).click();
  await expect(page.getByText('Saved: 2 name(s).')).toBeVisible();
  await expect(names).toHaveValue('Puget Sound Mutual Insurance Company\nWashington State Patrol');
  // From the top, as the screen opens: scrolled, the sticky header lies over the fields it has passed.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkScreen(page, 'settings-routine-parties');
});
