/**
 * What never reaches the firm's files, in Chromium against the local stack: staff ask for documents from a
 * File Manager folder; on a 390 px phone the client sends the EICAR test file and an .exe renamed to .pdf
 * and is told neither was accepted; neither appears in the folder; the request's page lists both as held
 * with their reasons, releases one after a confirmation, and revokes the link, which then answers like a
 * made-up one. (The whole way of clean files, emails included, is e2e/moved-clock/client-documents.spec.ts.)
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clientRequestMessages } from '../../backend/contract/client-requests';
import { ClientRequestDocument } from '../../backend/contract/graphql/client-requests.generated';
import { DocumentsDocument } from '../../backend/contract/graphql/documents.generated';
import { HYDRATED, visitFromOwnNetwork } from '../fixtures';
import { axeOn } from '../public/helpers';
import { callApi, expect, test } from '../staff/staff-test';

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
const EXE = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]), Buffer.alloc(100)]);
const MADE_UP = `/upload#${'x'.repeat(43)}`;

test.describe.configure({ timeout: 120_000 });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
}

async function noAxeViolations(page: Page) {
  expect((await axeOn(page).analyze()).violations).toEqual([]);
}

test('the EICAR file and a renamed .exe are held, never in the folder; staff see why, release one, revoke', async ({
  staffPage: page,
  staffToken,
  browser,
  request,
}) => {
  // "0 …" sorts before the other specs' folders, so it is on the File Manager's first page.
  const folderName = `0 Case ${randomUUID().slice(0, 8)}`;
  await page.goto('/file-manager');
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill(folderName);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await page.getByRole('button', { name: folderName, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Folder' })).toContainText(folderName);

  await page.getByRole('button', { name: 'Request documents' }).click();
  const form = page.getByRole('dialog', { name: 'Request documents' });
  await expect(form.getByText(`The files go to the folder “${folderName}”.`)).toBeVisible();
  await form.getByRole('button', { name: 'Send the request' }).click();
  // The server's own messages show as they come.
  await expect(form.getByRole('alert')).toHaveText(clientRequestMessages.nameRequired);
  await form.getByLabel('Client’s name').fill('Bo Chen');
  await form.getByLabel('Client’s email').fill(`bo-${Date.now()}@client.example`);
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('alert')).toHaveText(clientRequestMessages.itemsRequired);
  await form.getByLabel('Another document to ask for').fill('Medical bills');
  await form.getByLabel('Another document to ask for').press('Enter');
  await form.getByLabel('Link works for (days, at most 30)').fill('31');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('alert')).toHaveText(clientRequestMessages.daysInvalid);
  await form.getByLabel('Link works for (days, at most 30)').fill('7');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'request-form-390.png');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/client-requests\/[^/]+$/);
  const { pathname, hash } = new URL(await page.getByLabel('Link for the client').inputValue());
  expect(hash).not.toBe('');
  const link = `${pathname}${hash}`;
  await shoot(page, 'request-created-1280.png');

  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const client = await phone.newPage();
  await visitFromOwnNetwork(client);
  await client.goto(link);
  await client.locator(HYDRATED).waitFor({ state: 'attached' });
  await client.getByLabel('Which document is it?').selectOption({ label: 'Medical bills' });
  await client.getByTestId('client-files').setInputFiles([
    { name: 'bill.txt', mimeType: 'text/plain', buffer: EICAR },
    { name: 'scan.pdf', mimeType: 'application/pdf', buffer: EXE },
  ]);
  for (const name of ['bill.txt', 'scan.pdf']) {
    await expect(
      client
        .getByRole('listitem')
        .filter({ hasText: `${name}: ${clientRequestMessages.notAccepted}` })
        .first(),
    ).toBeVisible({ timeout: 30_000 });
  }

  const { clientRequest } = await callApi(request, staffToken, ClientRequestDocument, {
    id: decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!),
  });
  const inFolder = async () =>
    (
      await callApi(request, staffToken, DocumentsDocument, {
        folderId: clientRequest.folderId,
      })
    ).documents.items;
  expect(await inFolder()).toEqual([]);

  await page.reload();
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf('bill.txt')).toContainText('Held');
  await expect(rowOf('bill.txt')).toContainText('The malware scan found a threat');
  await expect(rowOf('scan.pdf')).toContainText('Held');
  await expect(rowOf('scan.pdf')).toContainText('Its content does not match its name (.pdf)');
  await noAxeViolations(page);
  await shoot(page, 'request-held-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'request-held-390.png');
  await noAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Release asks first, and Cancel changes nothing.
  await page.getByRole('button', { name: 'Release scan.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Release “scan.pdf”?' });
  await expect(confirm.getByText('Its content does not match its name')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf('scan.pdf')).toContainText('Held');
  await page.getByRole('button', { name: 'Release scan.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release to the folder' }).click();
  await expect(rowOf('scan.pdf')).toContainText('Released to the folder');
  await expect(rowOf('bill.txt')).toContainText('Held');
  await expect.poll(async () => (await inFolder()).map((item) => item.name)).toEqual(['scan.pdf']);

  await page.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke the link' }).click();
  await expect(page.getByText('This link was revoked')).toBeVisible();
  await client.reload();
  await expect(client.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  const revokedText = await client.getByRole('main').innerText();
  await client.goto(MADE_UP);
  await expect(client.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  expect(await client.getByRole('main').innerText()).toBe(revokedText);
  await noAxeViolations(client);
  await phone.close();

  await page.goto('/client-requests');
  await expect(page.getByRole('link', { name: 'Bo Chen' }).first()).toBeVisible();
  await shoot(page, 'requests-list-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'requests-list-390.png');
});
