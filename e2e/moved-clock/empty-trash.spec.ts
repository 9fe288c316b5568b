/**
 * Emptying the Trash in Chromium against the local stack: an administrator confirms, the screen answers at
 * once and follows the job until it is done, the Trash is empty and /audit holds the start, one entry per
 * file and the end. It empties the one Trash every spec shares, so it runs with the specs that run alone.
 */
import { randomUUID } from 'node:crypto';
import { LOCAL_ADMIN } from '../../bin/local-admin';
import { axeOn } from '../public/helpers';
import { apiSignIn, expect, ownClientAddress, test, useSession } from '../staff/staff-test';

test('an administrator empties the Trash: progress, an empty Trash, and every file in /audit', async ({
  page,
  request,
  mailbox,
}, testInfo) => {
  test.setTimeout(120_000);
  // A fresh session: emptying the Trash asks for a second factor within the last ten minutes.
  await useSession(page, await apiSignIn(request, mailbox, LOCAL_ADMIN, ownClientAddress()));
  const suffix = randomUUID().slice(0, 8);
  const names = ['0 Draft A', '0 Draft B', '0 Draft C'].map((name) => `${name} ${suffix}.txt`);

  // A folder of its own, named to sort first: the shared top folder holds every spec's folders, in pages.
  const folder = `0 Empty Trash ${suffix}`;
  await page.goto('/file-manager');
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill(folder);
  await page.getByRole('button', { name: 'Create folder' }).click();
  await page.getByRole('button', { name: folder, exact: true }).click();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page
    .getByTestId('file-picker')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name}\n`) })));
  await expect(page.getByRole('region', { name: 'Uploads' }).getByText('Uploaded.')).toHaveCount(3);
  for (const name of names) {
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('button', { name: 'Move to Trash', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Trash', exact: true }).click();
  for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: 'Empty Trash' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty the Trash?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Empty Trash' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Emptying the Trash: \d+ of \d+ files? done…$|^The Trash is emptied/),
  ).toBeVisible();
  await expect(page.getByText(/^The Trash is emptied: \d+ files? deleted for good\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('The Trash is empty.')).toBeVisible();
  // Nothing left to empty: the button stays beside the outcome, and cannot be pressed.
  await expect(page.getByRole('button', { name: 'Empty Trash' })).toBeDisabled();
  // The dialog's backdrop fades out; axe would measure the text through it.
  await expect(page.locator('.modal-backdrop')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const results = await axeOn(page).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id} ${violation.nodes.map((node) => node.failureSummary).join(' ')}`,
      ),
    ).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`trash-emptied-${width}.png`), fullPage: true });
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/audit?actorEmail=${encodeURIComponent(LOCAL_ADMIN.email)}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'Trash emptying started' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Trash emptied' }).first()).toBeVisible();
  for (const name of names) {
    await expect(
      table.getByRole('row').filter({ hasText: 'Document deleted for good' }).filter({ hasText: name }),
    ).toBeVisible();
  }
});
