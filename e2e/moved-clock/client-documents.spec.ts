/**
 * A client document request from end to end, in Chromium against the local stack: staff ask for documents
 * from a consultation's page; the email reaches the client; the link opens signed out on a 390 px phone;
 * the client sends a PDF and two photos against two items and presses "I'm done"; the files reach the
 * target folder within a minute, byte-equal; the firm gets exactly one "done" email and, once the stack's
 * clock has passed the digest's minutes, exactly one activity email; past its days the link shows the
 * expiry page. It moves the clock, so it runs with
 * the other moved-clock specs, one at a time, and puts the clock back afterwards.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  ACTIVITY_DIGEST_MINUTES,
  DEFAULT_REQUEST_DAYS,
  clientRequestMessages,
} from '../../backend/contract/client-requests';
import { ClientRequestDocument } from '../../backend/contract/graphql/client-requests.generated';
import { DocumentLinkDocument, DocumentsDocument } from '../../backend/contract/graphql/documents.generated';
import { paths } from '../../frontend/app/config/paths';
import { HYDRATED, stackHooks, visitFromOwnNetwork } from '../fixtures';
import { axeOn } from '../public/helpers';
import { submitLead } from '../staff/leads';
import { callApi, expect, test } from '../staff/staff-test';

const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A second photo with other bytes, so each download is checked against its own file. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF photo of a knee')]);
const SENT = { 'police-report.pdf': PDF, 'arm.png': PNG, 'knee.jpg': JPEG };
const SWEEPER = 'DocumentsSweeper';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.afterEach(async () => {
  await stackHooks.resetClock();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

test('staff ask from a consultation; the client sends three files from a phone; the firm hears once', async ({
  staffPage: page,
  staffAccount,
  staffToken,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const lastName = `Docs${randomUUID().slice(0, 6)}`;
  const clientEmail = `robin-${lastName.toLowerCase()}@example.com`;
  const consultationId = await submitLead(lastName);

  await page.goto(paths.consultation(consultationId));
  await page.getByRole('button', { name: 'Request documents' }).click();
  const form = page.getByRole('dialog', { name: 'Request documents' });
  await expect(form.getByLabel('Client’s name')).toHaveValue(`Robin ${lastName}`);
  await expect(form.getByLabel('Client’s email')).toHaveValue(clientEmail);
  await form.getByRole('button', { name: 'Add Police report' }).click();
  await form.getByRole('button', { name: 'Add Photos of injuries' }).click();
  await form.getByLabel('Message to the client (optional)').fill('Please send what you have so far.');
  await shoot(page, 'request-form-1280.png');
  await form.getByRole('button', { name: 'Send the request' }).click();

  await expect(page).toHaveURL(/\/client-requests\/[^/]+$/);
  const requestId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const link = await page.getByLabel('Link for the client').inputValue();
  const invitation = await mailbox.waitFor(clientEmail, /asks you for documents/);
  expect(invitation.body.text).toContain(link);
  // Shown once: the history entry no longer holds the link, so Back, Forward or a reload cannot show it again.
  const token = link.split(/[/#]/).at(-1)!;
  await expect
    .poll(async () => JSON.stringify(await page.evaluate(() => window.history.state)))
    .not.toContain(token);

  // The client: another browser, no session, a phone.
  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await visitFromOwnNetwork(client);
  const { pathname, hash } = new URL(link);
  await client.goto(`${pathname}${hash}`);
  await client.locator(HYDRATED).waitFor({ state: 'attached' });
  await expect(client.getByRole('heading', { name: /Send your documents/ })).toBeVisible();
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const send = async (item: string, names: (keyof typeof SENT)[]) => {
    await client.getByLabel('Which document is it?').selectOption({ label: item });
    await client.getByTestId('client-files').setInputFiles(
      names.map((name) => ({
        name,
        mimeType: name.endsWith('.pdf')
          ? 'application/pdf'
          : name.endsWith('.png')
            ? 'image/png'
            : 'image/jpeg',
        buffer: SENT[name],
      })),
    );
  };
  await send('Police report', ['police-report.pdf']);
  await send('Photos of injuries', ['arm.png', 'knee.jpg']);
  for (const name of Object.keys(SENT)) {
    await expect(
      client
        .getByRole('listitem')
        .filter({ hasText: `${name}: Received` })
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
  }
  await client.screenshot({ path: test.info().outputPath('client-upload-390.png'), fullPage: true });
  expect((await axeOn(client).analyze()).violations).toEqual([]);
  await client.getByRole('button', { name: "I'm done" }).click();
  await expect(client.getByText(clientRequestMessages.done)).toBeVisible();

  // The files are in the target folder within a minute, and download byte-equal.
  const { clientRequest } = await callApi(request, staffToken, ClientRequestDocument, { id: requestId });
  const folderId = clientRequest.folderId;
  const inFolder = async () =>
    (await callApi(request, staffToken, DocumentsDocument, { folderId })).documents.items;
  await expect
    .poll(async () => (await inFolder()).map((item) => item.name).sort(), { timeout: 60_000 })
    .toEqual(Object.keys(SENT).sort());
  for (const item of await inFolder()) {
    const { documentLink } = await callApi(request, staffToken, DocumentLinkDocument, {
      id: item.id,
      disposition: 'attachment',
    });
    const downloaded = Buffer.from(await (await fetch(documentLink.url)).arrayBuffer());
    expect(sha256(downloaded), item.name).toBe(sha256(SENT[item.name as keyof typeof SENT]));
  }

  // The firm hears of it once: one "done" email at once, one activity digest after its minutes.
  const toStaff = async (subject: RegExp) =>
    (await mailbox.all()).filter(
      (mail) => mail.destination.to.includes(staffAccount.email) && subject.test(mail.subject),
    );
  await expect.poll(async () => (await toStaff(/is done sending documents/)).length).toBe(1);
  for (let round = 0; round < 2; round++) {
    await stackHooks.advanceClock(ACTIVITY_DIGEST_MINUTES + 1);
    await stackHooks.runSchedule(SWEEPER);
  }
  await expect.poll(async () => (await toStaff(/sent documents/)).length).toBe(1);
  expect(await toStaff(/is done sending documents/)).toHaveLength(1);

  // The request's page shows every item received.
  await page.reload();
  await expect(page.getByText('Client is done')).toBeVisible();
  await expect(page.getByText('Outstanding')).toHaveCount(0);
  await expect(page.getByLabel('Link for the client')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `request-page-${width}.png`);
    expect((await axeOn(page).analyze()).violations).toEqual([]);
  }

  // Past its days the link shows the expiry page, with the way to ask for a new one.
  await stackHooks.advanceClock((DEFAULT_REQUEST_DAYS + 1) * 24 * 60);
  await client.reload();
  await client.locator(HYDRATED).waitFor({ state: 'attached' });
  await expect(client.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(client.getByText(clientRequestMessages.expired)).toBeVisible();
  await expect(client.getByRole('button', { name: 'Ask the firm for a new link' })).toBeVisible();
  await phone.close();
});
