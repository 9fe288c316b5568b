/**
 * A client's document request in Chromium against the local stack: the link from the email opens signed
 * out at 390 px, the client sends a PDF and two photos against two items and presses "I'm done", the files
 * reach the folder byte-equal, the EICAR test file is "not accepted", and a made-up link gets one answer.
 */
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { clientRequestMessages } from '../../backend/contract/client-requests';
import { AXE_TAGS } from '../public/helpers';
import { expect, test, callApi } from '../staff/staff-test';

const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$' + 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const CREATE = `mutation ($input: ClientRequestInput!) {
  createClientRequest(input: $input) { link request { id folderId } }
}`;
const FILES = `query ($id: ID!) { clientRequest(id: $id) { files { name state documentId } } }`;
const LINK = `mutation ($id: ID!) { documentLink(id: $id, disposition: attachment) { url } }`;

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a client sends documents from a phone with the link alone, and they reach the folder byte-equal', async ({
  page,
  request,
  mailbox,
  staffToken,
}, testInfo) => {
  const clientEmail = `client-${Date.now()}@client.example`;
  const created = await callApi<{ createClientRequest: { link: string; request: { id: string } } }>(
    request,
    staffToken,
    CREATE,
    { input: { clientName: 'Ana Ruiz', clientEmail, items: ['Police report', 'Photos of injuries'] } },
  );
  const mail = await mailbox.waitFor(clientEmail, /asks you for documents/);
  const link = /https?:\/\/\S+\/upload\/[A-Za-z0-9_-]+/.exec(mail.body.text ?? '')?.[0];
  expect(link).toBe(created.createClientRequest.link);

  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { name: /Send your documents/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  const send = async (item: string, files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    await page.getByLabel('Which document is it?').selectOption({ label: item });
    await page.getByTestId('client-files').setInputFiles(files);
  };
  await send('Police report', [{ name: 'police-report.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await send('Photos of injuries', [
    { name: 'arm.png', mimeType: 'image/png', buffer: PNG },
    { name: 'knee.png', mimeType: 'image/png', buffer: PNG },
  ]);
  for (const name of ['police-report.pdf', 'arm.png', 'knee.png']) {
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `${name}: Received` })
        .first(),
    ).toBeVisible({
      timeout: 30_000,
    });
  }
  await page.screenshot({ path: testInfo.outputPath('client-upload-390.png'), fullPage: true });
  expect((await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: "I'm done" }).click();
  await expect(page.getByText(clientRequestMessages.done)).toBeVisible();

  const { clientRequest } = await callApi<{
    clientRequest: { files: { name: string; state: string; documentId: string }[] };
  }>(request, staffToken, FILES, { id: created.createClientRequest.request.id });
  expect(clientRequest.files.map((file) => file.state)).toEqual(['accepted', 'accepted', 'accepted']);
  const pdf = clientRequest.files.find((file) => file.name === 'police-report.pdf')!;
  const { documentLink } = await callApi<{ documentLink: { url: string } }>(request, staffToken, LINK, {
    id: pdf.documentId,
  });
  const downloaded = Buffer.from(await (await fetch(documentLink.url)).arrayBuffer());
  expect(sha256(downloaded)).toBe(sha256(PDF));
});

test('the EICAR test file is not accepted, and a made-up link says the link does not work', async ({
  page,
  request,
  staffToken,
}) => {
  const created = await callApi<{ createClientRequest: { link: string } }>(request, staffToken, CREATE, {
    input: {
      clientName: 'Bo Chen',
      clientEmail: `bo-${Date.now()}@client.example`,
      items: ['Medical bills'],
    },
  });
  await page.goto(new URL(created.createClientRequest.link).pathname);
  await page.getByLabel('Which document is it?').selectOption({ label: 'Medical bills' });
  await page
    .getByTestId('client-files')
    .setInputFiles([{ name: 'bill.txt', mimeType: 'text/plain', buffer: EICAR }]);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: `bill.txt: ${clientRequestMessages.notAccepted}` })
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  await page.goto(`/upload/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(clientRequestMessages.notFound)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(new URL(created.createClientRequest.link).pathname);
  await expect(page.getByText('Take a photo')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-upload-1280.png'), fullPage: true });
  await page.goto(`/upload/${'x'.repeat(43)}`);
  expect((await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze()).violations).toEqual([]);
});
