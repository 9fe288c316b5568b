/**
 * The client portal on a 390 px phone, in Chromium against the local stack: staff invite a matter's client
 * from the matter page; the client opens the emailed sign-in link (read from the local mailbox), sees their
 * matter, its phase in plain words and the date of the last update, and signs out; the used link then no
 * longer works. axe on every portal screen, screenshots at 1280 and 390 px.
 */
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CLIENT_PORTAL_TEXT, PHASES_FOR_CLIENTS } from '../../backend/contract/client-portal';
import {
  CasePartiesDocument,
  DecideConflictCheckDocument,
} from '../../backend/contract/graphql/conflicts.generated';
import { OpenMatterDocument } from '../../backend/contract/graphql/matters.generated';
import { visitFromOwnNetwork } from '../fixtures';
import { axeOn } from '../public/helpers';
import { submitLead } from '../staff/leads';
import { callApi, expect, test, waitForNewEmail } from '../staff/staff-test';

const SHOTS = '/tmp/shots-portal';
const text = CLIENT_PORTAL_TEXT.en;

/** axe, then a screenshot at 1280 and at 390 px; the page is left at 390 px. */
async function checkPortalScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((violation) => `${name} ${width}px ${violation.id}`)).toEqual([]);
  }
}

test('staff invite the client, who signs in from the emailed link, reads the phase in plain words and signs out', async ({
  staffPage: page,
  staffToken,
  request,
  browser,
  mailbox,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const surname = `Portal${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const lead = await submitLead(surname);
  const checked = async () =>
    (await callApi(request, staffToken, CasePartiesDocument, { caseId: lead })).caseParties.check;
  await expect.poll(async () => (await checked()).state, { timeout: 15_000 }).not.toBe('pending');
  await callApi(request, staffToken, DecideConflictCheckDocument, {
    caseId: lead,
    outcome: 'cleared',
    reason: 'A new client with no other party on file.',
    checkedAt: (await checked()).checkedAt!,
  });
  await callApi(request, staffToken, OpenMatterDocument, {
    input: {
      leadId: lead,
      claimType: 'Car crash',
      responsibleAttorney: 'admin@brandtokafor.example',
      facts: { incidentDate: '2025-06-01', defendantKind: 'private' },
    },
  });

  // Staff, on a phone: the matter page's client portal card.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/matters/${lead}`);
  const invite = page.getByRole('form', { name: 'Invite to the client portal' });
  const email = `robin-${surname.toLowerCase()}-portal@example.com`;
  await expect(invite.getByLabel('Name', { exact: true })).toHaveValue(`Robin ${surname}`);
  await invite.getByLabel('Email', { exact: true }).fill(email);
  await invite.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('button', { name: `Invite Robin ${surname} again` })).toBeVisible();
  await checkPortalScreen(page, 'staff-matter-invited');

  const mail = await waitForNewEmail(mailbox, email, /invites you/);
  const link = /https?:\/\/\S+\/client\/sign-in#[\w-]+/.exec(mail.body.text ?? '')?.[0];
  expect(link).toBeDefined();
  const { pathname, hash } = new URL(link!);

  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await visitFromOwnNetwork(client);
  await client.goto(`${pathname}${hash}`);
  await expect(client).toHaveURL(/\/client$/);
  const phase = PHASES_FOR_CLIENTS.intake.en;
  const matterLink = client.getByRole('link', { name: phase.name });
  await expect(matterLink).toBeVisible();
  await checkPortalScreen(client, 'client-matters');

  await matterLink.click();
  await expect(client).toHaveURL(`/client/matters/${lead}`);
  await expect(client.getByRole('heading', { name: text.phase })).toBeVisible();
  for (const words of [phase.meaning, phase.firmDoing, phase.next, phase.duration])
    await expect(client.getByText(words)).toBeVisible();
  await expect(client.getByText(`${text.lastUpdate}:`)).toBeVisible();
  await checkPortalScreen(client, 'client-matter');

  await client.getByRole('button', { name: text.signOut }).click();
  await expect(client.getByText(text.signedOut)).toBeVisible();
  await expect(client.getByRole('button', { name: text.sendLink })).toBeVisible();
  await checkPortalScreen(client, 'client-signed-out');

  // The link worked once.
  await client.goto(`${pathname}${hash}`);
  await expect(client.getByText(text.linkNotValid)).toBeVisible();
  await checkPortalScreen(client, 'client-link-used');
  await phone.close();
});
