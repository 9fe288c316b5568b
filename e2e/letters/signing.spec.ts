/**
 * An engagement letter from a cleared lead to a sealed, filed and countersigned PDF, in Chromium against the
 * local stack, on a 390 px phone: staff preview and send the firm's fee agreement; the client opens the
 * emailed link signed out, consents with the word printed in the consent PDF, enters the emailed code and
 * signs; the sealed PDF lands in the client's folder and downloads byte-equal to what the client got, which
 * /verify accepts (and a changed byte it does not); the matter opens by itself and its responsible attorney
 * countersigns. axe on every screen; screenshots at 1280 and 390 px in /tmp/shots-letters/.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  CasePartiesDocument,
  DecideConflictCheckDocument,
} from '../../backend/contract/graphql/conflicts.generated';
import { DocumentLinkDocument } from '../../backend/contract/graphql/documents.generated';
import { LettersDocument } from '../../backend/contract/graphql/letters.generated';
import { ACCESS_WORDS, SIGNING_CONSENT_TEXT } from '../../backend/contract/letters';
import { HYDRATED, visitFromOwnNetwork } from '../fixtures';
import { axeOn } from '../public/helpers';
import { submitLead } from '../staff/leads';
import { callApi, expect, nowInSeconds, test } from '../staff/staff-test';

const SHOTS = '/tmp/shots-letters';

/** Screenshots at both widths and axe at each, then back to the phone's width the flow runs at. */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const { violations } = await axeOn(page).analyze();
    expect(violations.map((violation) => `${name} ${width}px ${violation.id}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The word the consent PDF prints for the signer to type: the one access word in its text that the consent's own words do not use. */
async function accessWordIn(pdf: Buffer): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'consent-')), 'consent.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  const has = (words: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(words);
  const printed = ACCESS_WORDS.filter((word) => has(text, word) && !has(SIGNING_CONSENT_TEXT.en, word));
  if (printed.length !== 1) throw new Error(`The consent PDF prints no one access word:\n${text}`);
  return printed[0]!;
}

const lettersCard = (page: Page): Locator =>
  page.locator('.card').filter({ has: page.getByRole('heading', { level: 2, name: 'Engagement letters' }) });

test('a cleared lead’s fee agreement is signed on a phone, sealed, filed, verified and countersigned', async ({
  staffPage: page,
  staffToken,
  browser,
  request,
  mailbox,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const surname = `Okoye${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  const clientName = `Robin ${surname}`;
  const clientEmail = `robin-${surname.toLowerCase()}@example.com`;
  const lead = await submitLead(surname);

  // Before the conflict check is cleared the card says why nothing can be sent.
  const checked = async () =>
    (await callApi(request, staffToken, CasePartiesDocument, { caseId: lead })).caseParties.check;
  await expect.poll(async () => (await checked()).state, { timeout: 15_000 }).not.toBe('pending');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/consultations/${lead}`);
  await expect(lettersCard(page)).toContainText(
    'A letter can be sent once a person has cleared the conflict check',
  );
  await expect(lettersCard(page).getByRole('button', { name: 'New letter' })).toHaveCount(0);
  await callApi(request, staffToken, DecideConflictCheckDocument, {
    caseId: lead,
    outcome: 'cleared',
    reason: 'Other leads share the test phone number only.',
    checkedAt: (await checked()).checkedAt!,
  });

  // Staff write the letter from the lead, preview it and send it.
  await page.reload();
  await lettersCard(page).getByRole('button', { name: 'New letter' }).click();
  const form = page.getByRole('form', { name: 'New letter' });
  const template = form.getByLabel('Template *');
  const english = template.locator('option', { hasText: 'Contingency fee agreement (English' });
  await expect(english).toHaveCount(1);
  await template.selectOption((await english.getAttribute('value'))!);
  await expect(form.getByLabel('Client: full name *')).toHaveValue(clientName);
  await expect(form.getByLabel('Client: email *')).toHaveValue(clientEmail);
  await form.getByLabel('Client’s postal address').fill('12 Pine Street, Seattle, WA 98101');
  await form.getByLabel('Claim type *').fill('Car crash');
  await form.getByRole('button', { name: 'Me' }).click();
  await form.getByLabel('Incident date *').fill('2026-06-01');
  await form.getByRole('button', { name: 'Preview PDF' }).click();
  const preview = form.getByRole('link', { name: /^Open the preview \(\d+ pages?\)$/ });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  const previewPdf = await request.get((await preview.getAttribute('href'))!);
  expect(previewPdf.ok()).toBe(true);
  expect((await previewPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await checkScreen(page, 'staff-new-letter');

  const sentAt = nowInSeconds();
  await form.getByRole('button', { name: 'Send…' }).click();
  await page.getByRole('dialog', { name: 'Send this letter?' }).getByRole('button', { name: 'Send' }).click();
  const letterItem = lettersCard(page)
    .getByRole('listitem')
    .filter({ hasText: /Contingency fee agreement/i });
  await expect(letterItem.locator('.badge')).toHaveText('Sent');
  await checkScreen(page, 'staff-letter-sent');

  // The client opens the emailed link on a phone, signed out, from a network of their own.
  const invitation = await mailbox.waitFor(clientEmail, /please sign your/, sentAt, 20_000);
  const emailed = /https?:\/\/\S+\/sign#[A-Za-z0-9_-]+/.exec(invitation.body.text ?? '')?.[0];
  expect(emailed, 'the email carries the signing link').toBeTruthy();
  const { pathname, hash } = new URL(emailed!);
  expect(pathname).toBe('/sign');

  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await visitFromOwnNetwork(client);
  await client.goto(`${pathname}${hash}`);
  await client.waitForSelector(HYDRATED);
  const consentHeading = client.getByRole('heading', { level: 1, name: 'Agree to sign electronically' });
  await expect(consentHeading).toBeFocused();
  expect(await client.evaluate(() => localStorage.length)).toBe(0);
  await checkScreen(client, 'client-consent');

  const consentPdf = await request.get(
    (await client.getByRole('link', { name: 'Open the consent as a PDF' }).getAttribute('href'))!,
  );
  const word = await accessWordIn(await consentPdf.body());
  await client.getByLabel('The word printed in the PDF').fill('not-the-word');
  await client.getByLabel(/I agree to do business with the firm electronically/).check();
  await client.getByRole('button', { name: 'Continue' }).click();
  await expect(client.getByRole('alert')).toContainText('That is not the word printed in the consent PDF');
  await client.getByLabel('The word printed in the PDF').fill(word);
  await client.getByRole('button', { name: 'Continue' }).click();

  // Identity: a code to the masked address.
  await expect(client.getByRole('heading', { level: 1, name: 'Confirm it is you' })).toBeFocused();
  await expect(client.getByText(/We will email a 6-digit code to r\*\*\*@example\.com/)).toBeVisible();
  const codeAskedAt = nowInSeconds();
  await client.getByRole('button', { name: 'Email me a code' }).click();
  await expect(client.getByLabel('6-digit code')).toBeFocused();
  await checkScreen(client, 'client-code');
  const codeMail = await mailbox.waitFor(clientEmail, /signing code/, codeAskedAt, 20_000);
  const code = /Your code is (\d{6})/.exec(codeMail.body.text ?? '')?.[1];
  expect(code, 'the email carries a code').toBeTruthy();
  await client.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await client.getByRole('button', { name: 'Confirm the code' }).click();
  await expect(client.getByRole('alert')).toBeVisible();
  await client.getByLabel('6-digit code').fill(code!);
  await client.getByRole('button', { name: 'Confirm the code' }).click();

  // The document: opened in the phone's viewer, every page counted; the typed name and a drawn signature.
  await expect(client.getByRole('heading', { level: 1, name: 'Read and sign' })).toBeFocused();
  const documentLink = client.getByRole('link', { name: 'Open the document (PDF)' });
  await expect(documentLink).toHaveAttribute('target', '_blank');
  await expect(client.getByText(/The document has \d+ pages?\./)).toBeVisible();
  const sentPdf = await request.get((await documentLink.getAttribute('href'))!);
  expect(sentPdf.ok()).toBe(true);
  await checkScreen(client, 'client-document');

  const pad = client.getByRole('img', { name: 'Signature drawing area' });
  const box = (await pad.boundingBox())!;
  await client.mouse.move(box.x + 20, box.y + box.height / 2);
  await client.mouse.down();
  for (let step = 1; step <= 10; step++)
    await client.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -15 : 15));
  await client.mouse.up();
  await client.getByLabel('Type your full name').fill(clientName.toUpperCase());
  await client.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'You signed the agreement' })).toBeFocused();
  const signedLink = client.getByRole('link', { name: 'Download the signed PDF' });
  await expect(signedLink).toBeVisible({ timeout: 60_000 });
  await checkScreen(client, 'client-signed');
  const clientCopy = await (await request.get((await signedLink.getAttribute('href'))!)).body();
  expect(clientCopy.subarray(0, 5).toString()).toBe('%PDF-');

  // The sealed PDF is in the client's folder, byte-equal to the client's copy.
  const signedLetter = async () =>
    (await callApi(request, staffToken, LettersDocument, { caseId: lead, cursor: null })).letters.items[0]!;
  await expect.poll(async () => (await signedLetter()).documentId, { timeout: 60_000 }).toBeTruthy();
  const filed = await signedLetter();
  expect(filed.status).toBe('signed');
  const { documentLink: fileLink } = await callApi(request, staffToken, DocumentLinkDocument, {
    id: filed.documentId!,
    versionId: null,
    disposition: 'attachment',
  });
  expect(fileLink.name).toContain(clientName);
  const folderCopy = await (await request.get(fileLink.url)).body();
  expect(Buffer.compare(folderCopy, clientCopy)).toBe(0);

  // /verify accepts those bytes, computed in the browser; one changed byte is not the firm's.
  await client.goto('/verify');
  await client.waitForSelector(HYDRATED);
  await expect(client.getByText('The file never leaves your device')).toBeVisible();
  const chooser = client.getByLabel('The PDF to check');
  await chooser.setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: folderCopy });
  await expect(client.getByTestId('seal-verdict')).toContainText(
    /Sealed by Brandt & Okafor, PLLC on .+, unaltered\./,
  );
  await checkScreen(client, 'verify-sealed');
  const changed = Buffer.from(folderCopy);
  const middle = Math.floor(changed.length / 2);
  changed.writeUInt8(changed.readUInt8(middle) ^ 0x01, middle);
  await chooser.setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(client.getByTestId('seal-verdict')).toContainText(
    'Not a document the firm sealed, or it was changed after sealing.',
  );
  await client.goto('/es/verify');
  await client.waitForSelector(HYDRATED);
  await expect(
    client.getByRole('heading', { level: 1, name: 'Comprobar un documento sellado' }),
  ).toBeVisible();
  await checkScreen(client, 'verify-es');

  // The signing link now says it is signed; an unknown one, that it does not work.
  await client.goto(`${pathname}${hash}`);
  await expect(client.getByRole('heading', { level: 1, name: 'You signed the agreement' })).toBeVisible();
  await client.goto(`/sign/${'x'.repeat(43)}`);
  await expect(client).toHaveURL(new RegExp(`/sign#${'x'.repeat(43)}$`));
  await expect(client.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await checkScreen(client, 'client-not-found');
  await phone.close();

  // The matter opened by itself; its responsible attorney (who chose "Me") countersigns.
  await page.goto(`/matters/${lead}`);
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible({ timeout: 20_000 });
  const onMatter = lettersCard(page)
    .getByRole('listitem')
    .filter({ hasText: /Contingency fee agreement/i });
  await expect(onMatter.locator('.badge')).toHaveText('Signed');
  await onMatter.getByText(/^Events/).click();
  await expect(onMatter).toContainText('Identity confirmed');
  await checkScreen(page, 'staff-matter-signed');
  await onMatter.getByRole('button', { name: 'Countersign…' }).click();
  await page
    .getByRole('dialog', { name: 'Countersign this letter?' })
    .getByRole('button', { name: 'Countersign' })
    .click();
  await expect.poll(async () => (await signedLetter()).status, { timeout: 60_000 }).toBe('countersigned');
  await page.reload();
  await expect(onMatter.locator('.badge')).toHaveText('Countersigned');
  await expect(onMatter.getByRole('button', { name: 'Download sealed' })).toBeVisible();
  await checkScreen(page, 'staff-matter-countersigned');

  // The templates are there for every staff member to read.
  await page.goto('/settings/letter-templates');
  await page.getByRole('button', { name: 'Read Contingency fee agreement' }).click();
  await expect(page.getByText('Only an administrator can change a template.')).toBeVisible();
  await checkScreen(page, 'staff-templates');
});
