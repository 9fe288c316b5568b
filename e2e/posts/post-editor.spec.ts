import { postMessages } from '../../backend/contract/posts';
import { HOSTILE_MARKDOWN, pwnedMark } from '../hostile-markdown';
import { expect, test } from '../staff/staff-test';

const BODY = [
  '## What to do first',
  '',
  '- See a doctor',
  '- Keep every receipt',
  '',
  'Call **today** or [write to us](https://www.brandtokafor.example/contact).',
  '',
  HOSTILE_MARKDOWN,
].join('\n');

// Sign-in by mail and a full editor session take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('a staff user writes a post, previews it safely, saves a draft, publishes and unpublishes it', async ({
  staffPage: page,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'News posts' }).first().click();
  await expect(page.getByRole('heading', { name: 'News posts' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await expect(page.getByRole('heading', { name: 'Add New Post' })).toBeVisible();

  // Validation before anything is sent.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(postMessages.invalid)).toBeVisible();
  await expect(page.getByText('Please enter title.')).toBeVisible();

  const title = `Steps After a Crash ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = await page.getByLabel('URL slug').inputValue();
  expect(slug).toMatch(/^steps-after-a-crash-\d+$/);
  await page.getByLabel('Short title').fill('Steps After a Crash');
  await page.getByLabel('Category').selectOption('Product Liability');
  await page.getByLabel('Date', { exact: true }).fill('2026-04-02');
  await page.getByLabel('Description').fill('What to do in the days after a crash.');
  await page.getByLabel('Keywords').fill('crash, first steps');
  await page.getByLabel('Body').fill(BODY);

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.getByRole('heading', { level: 2, name: 'What to do first' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['See a doctor', 'Keep every receipt']);
  await expect(preview.locator('strong')).toHaveText('today');
  await expect(preview.getByRole('link', { name: 'write to us' })).toHaveAttribute(
    'href',
    'https://www.brandtokafor.example/contact',
  );
  await expect(preview.getByText('April 2, 2026')).toBeVisible();
  const previewHtml = await preview.innerHTML();
  expect(previewHtml).not.toMatch(/<script|<img|onerror|javascript:/i);
  await preview.getByText('click me').click();
  expect(await pwnedMark(page)).toBeUndefined();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/posts\/[\w-]+$/);
  await expect(page.getByRole('status').first()).toContainText('Status: draft');
  await expect(page.getByText('Saved.')).toBeVisible();

  // A draft is not public: its URL sends visitors to the news list.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/news-media/${slug}`);
  await expect(visitor).toHaveURL(/\/news-media\/?$/);
  await visitor.close();

  // Scheduling needs a future time.
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(postMessages.publishAtRequired)).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the article is on the public site within a minute.')).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('Status: published');
  await expect(page.getByRole('cell', { name: 'draft' })).toBeVisible();

  await page.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unpublish this post?' });
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').first()).toContainText('Status: unpublished');

  await page.goto('/posts');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('unpublished')).toBeVisible();
});

test('the editor at desktop and phone widths', async ({ staffPage: page }) => {
  for (const [name, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/post-new');
    await page.getByLabel('Title', { exact: true }).fill('A Verdict for a Family Hurt on Highway 2');
    await page.getByLabel('Body').fill(BODY);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/shots/post-editor-${name}.png`, fullPage: true });
  }
});
