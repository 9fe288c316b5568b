/**
 * The File Manager in Chromium against the local stack (s3rver): uploads with progress, previews, a
 * download whose bytes match, rename, folders and moving, Trash and restore, versions, paging, search, and
 * the files it refuses. Each test works inside its own folder, so parallel tests do not meet.
 */
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync, ftruncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { documentMessages } from '../../backend/contract/documents';
import { NETWORK_ERROR_MESSAGE } from '../../frontend/app/lib/graphql';
import { RELOAD_INTERVAL_MS, UPLOAD_CONCURRENCY } from '../../frontend/app/lib/upload-schedule';
import { checkScreen } from './screen-check';
import { expect, signInThroughScreens, test } from './staff-test';

const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 120_000 });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function openOwnFolder(page: Page): Promise<string> {
  const name = `Case ${randomUUID().slice(0, 8)}`;
  await page.goto('/file-manager');
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Folder' })).toContainText(name);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  return name;
}

async function pick(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('file-picker').setInputFiles(files);
}

/** A file's bytes on their way to the bucket (the presigned POST). */
const isFilePost = (request: Request) =>
  request.method() === 'POST' && /^multipart\/form-data/.test(request.headers()['content-type'] ?? '');

/** The folder listings the page asks for, and the most file POSTs to the bucket in flight at once. */
function watchUploads(page: Page) {
  let listings = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  page.on('request', (request) => {
    if (/query Documents\(/.test(request.postData() ?? '')) listings += 1;
    if (!isFilePost(request)) return;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
  });
  const ended = (request: Request) => {
    if (isFilePost(request)) inFlight -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { listings: () => listings, mostInFlight: () => mostInFlight };
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('button', { name: action, exact: true }).click();
}

test('upload two files, preview both, download the PDF intact, rename, move, Trash and restore', async ({
  page,
  mailbox,
  staffAccount,
}) => {
  await signInThroughScreens(page, mailbox, staffAccount);
  await page
    .getByRole('link', { name: /File Manager/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/file-manager$/);
  const folder = await openOwnFolder(page);

  await pick(page, [
    { name: 'Engagement letter.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Signature.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded.')).toHaveCount(2);
  await expect(row(page, 'Engagement letter.pdf')).toBeVisible();
  await expect(row(page, 'Signature.png')).toContainText(staffAccount.lastName);

  await page.getByRole('button', { name: 'Engagement letter.pdf', exact: true }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.locator('iframe[title="Preview of Engagement letter.pdf"]')).toBeVisible();
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  const saved = await (await download).path();
  expect(sha256(readFileSync(saved))).toBe(sha256(PDF));
  await viewer.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Signature.png', exact: true }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: 'Preview of Signature.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  await rowAction(page, 'Engagement letter.pdf', 'Rename');
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Signed engagement letter.pdf');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(row(page, 'Signed engagement letter.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Correspondence');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await rowAction(page, 'Signed engagement letter.pdf', 'Move…');
  await page.getByRole('dialog').getByRole('button', { name: 'Correspondence', exact: true }).click();
  await page.getByRole('button', { name: 'Move here' }).click();
  await expect(row(page, 'Signed engagement letter.pdf')).toHaveCount(0);
  await page.getByRole('button', { name: 'Correspondence', exact: true }).click();
  await expect(row(page, 'Signed engagement letter.pdf')).toBeVisible();

  await rowAction(page, 'Signed engagement letter.pdf', 'Move to Trash');
  await expect(page.getByRole('dialog')).toContainText('restored for 30 days');
  await page.getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page.getByRole('button', { name: 'Trash' }).click();
  await page.getByRole('button', { name: 'Restore Signed engagement letter.pdf' }).click();
  await expect(page.getByText('is back in its folder')).toBeVisible();
  await page.getByRole('button', { name: 'Back to documents' }).click();
  await page.getByRole('button', { name: folder, exact: true }).click();
  await page.getByRole('button', { name: 'Correspondence', exact: true }).click();
  await expect(row(page, 'Signed engagement letter.pdf')).toBeVisible();
});

test('the same name again becomes a second version; 11 files page; search finds by name; wrong files are refused', async ({
  staffPage: page,
}) => {
  await openOwnFolder(page);
  const tag = randomUUID().slice(0, 6);

  await pick(page, [{ name: `memo-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from('first draft') }]);
  await expect(page.getByText('Uploaded.')).toBeVisible();
  await pick(page, [
    { name: `memo-${tag}.txt`, mimeType: 'text/plain', buffer: Buffer.from('second draft') },
  ]);
  await expect(page.getByText(/Uploaded as version 2/)).toBeVisible();
  await expect(row(page, `memo-${tag}.txt`)).toContainText('2 versions');
  await rowAction(page, `memo-${tag}.txt`, 'Versions');
  await expect(page.getByRole('dialog').getByRole('listitem')).toHaveCount(2);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: `memo-${tag}.txt`, exact: true }).click();
  await expect(page.getByRole('dialog').locator('pre')).toHaveText('second draft');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

  const uploads = watchUploads(page);
  const queued = Date.now();
  await pick(
    page,
    Array.from({ length: 10 }, (_, n) => ({
      name: `exhibit-${tag}-${String(n + 1).padStart(2, '0')}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`exhibit ${n + 1}`),
    })),
  );
  await expect(page.getByRole('region', { name: 'Uploads' }).getByText(/^Uploaded/)).toHaveCount(12);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  // A few files at a time, and the folder listed once when the queue drained (at most once a second before).
  expect(uploads.mostInFlight()).toBeGreaterThan(0);
  expect(uploads.mostInFlight()).toBeLessThanOrEqual(UPLOAD_CONCURRENCY);
  expect(uploads.listings()).toBeGreaterThan(0);
  expect(uploads.listings()).toBeLessThanOrEqual(Math.ceil((Date.now() - queued) / RELOAD_INTERVAL_MS));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row(page, `memo-${tag}.txt`)).toBeVisible();

  await page.getByLabel('Find a file by name').fill(`EXHIBIT-${tag}-1`);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(row(page, `exhibit-${tag}-10.txt`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Trash' }).click();
  await page.getByRole('button', { name: 'Back to documents' }).click();
  const dir = mkdtempSync(join(tmpdir(), 'bo-big-'));
  const big = join(dir, 'recording.pdf');
  const handle = openSync(big, 'w');
  ftruncateSync(handle, 101 * 1024 * 1024);
  closeSync(handle);
  const exe = join(dir, 'setup.exe');
  writeFileSync(exe, 'MZ');
  await page.getByTestId('file-picker').setInputFiles([big, exe]);
  await expect(page.getByText(documentMessages.tooLarge)).toBeVisible();
  await expect(page.getByText(documentMessages.typeNotAllowed)).toBeVisible();
});

test('fits a phone: no horizontal scroll at 390 px, with a table, uploads and the preview open', async ({
  staffPage: page,
}) => {
  await openOwnFolder(page);
  await pick(page, [
    {
      name: `A rather long name for a court filing ${'x'.repeat(60)}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    },
    { name: 'Signature.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('region', { name: 'Uploads' }).getByText('Uploaded.')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('file-manager-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row(page, 'Signature.png')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('file-manager-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Signature.png', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('file-viewer-390.png') });
});

test('an upload the network dropped is sent again with Retry, into the same folder', async ({
  staffPage: page,
}) => {
  await openOwnFolder(page);
  let dropped = 0;
  await page.route('**/*', (route) => {
    if (!isFilePost(route.request()) || dropped > 0) return route.fallback();
    dropped += 1;
    return route.abort('failed');
  });
  await pick(page, [{ name: 'Retainer.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('alert')).toHaveText(NETWORK_ERROR_MESSAGE);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await checkScreen(page, 'file-manager-upload-failed');

  await page.getByRole('button', { name: 'Retry upload of Retainer.pdf' }).click();
  await expect(uploads.getByText('Uploaded.')).toBeVisible();
  await expect(row(page, 'Retainer.pdf')).toBeVisible();
  expect(dropped).toBe(1);
  await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
});
