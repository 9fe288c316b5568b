/**
 * Published means on the public site: a post written in the editor appears on /news-media/ and at its own
 * URL within a minute, pre-rendered (everything in the HTML without JavaScript), hydrates under the strict
 * CSP, changes when edited and goes when unpublished; a scheduled post goes live on its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { SavePostDocument } from '../../backend/contract/graphql/posts.generated';
import type { PostInput } from '../../backend/contract/posts';
import { HOSTILE_MARKDOWN, pwnedMark } from '../hostile-markdown';
import { expect, test } from '../staff/staff-test';

/** The promise: on the site within 60 s of Publish. */
const PUBLISHED_WITHIN_MS = 60_000;

const BODY = [
  '## What the jury heard',
  '',
  '- The guardrail end terminal was installed backwards',
  '- The county had been told twice',
  '',
  'The verdict is **final**. Read [the court record](https://www.courts.wa.gov/).',
].join('\n');

const HOSTILE_BODY = ['Safe text.', '', HOSTILE_MARKDOWN].join('\n');

// Sign-in by mail, a full editor session and a wait for the site take a while on a shared machine.
test.describe.configure({ timeout: 180_000 });

const uniqueSlug = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

/** Polls the page's URL without JavaScript until it answers 200 (published) or not (taken down). */
async function waitUntilServed(request: APIRequestContext, path: string, served: boolean): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).status() === 200, {
      timeout: PUBLISHED_WITHIN_MS,
      intervals: [250],
    })
    .toBe(served);
  return Date.now() - started;
}

async function savePostThroughApi(
  request: APIRequestContext,
  token: string,
  variables: { input: PostInput; action: string; publishAt?: string },
) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: SavePostDocument, variables },
  });
  const body = (await response.json()) as { data?: { savePost?: { _id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.savePost!;
}

function postInput(slug: string, overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: `Scheduled verdict ${slug}`,
    titleShort: 'Scheduled verdict',
    slug,
    category: 'Catastrophic Injury',
    date: '2026-05-04',
    author: 'Brandt & Okafor',
    featured: false,
    description: 'A verdict announced on schedule.',
    keywords: 'verdict, schedule',
    body: 'Announced on schedule.',
    spanishTitle: '',
    spanishBody: '',
    ...overrides,
  };
}

/** Collects Content-Security-Policy violations the page reports. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a staff user publishes a post: on the list and at its URL within a minute, edited, then taken down', async ({
  staffPage: page,
  request,
}) => {
  await page.goto('/post-new');
  await expect(page.getByRole('heading', { name: 'Add New Post' })).toBeVisible();

  const title = `Jury Finds Guardrail Defective ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = await page.getByLabel('URL slug').inputValue();
  await page.getByLabel('Short title').fill('Guardrail Verdict');
  await page.getByLabel('Category').selectOption('Highway Design');
  await page.getByLabel('Date', { exact: true }).fill('2021-09-14');
  await page
    .getByLabel('Description')
    .fill('A Snohomish County jury found a guardrail end terminal defective.');
  await page.getByLabel('Keywords').fill('guardrail verdict, highway design');
  await page.getByLabel('Body').fill(BODY);

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'What the jury heard' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('final');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // A draft is not public: its URL sends visitors to the list, and neither the list nor the sitemap has it.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/news-media/${slug}`);
  await expect(visitor).toHaveURL(/\/news-media\/?$/);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/news-media/${slug}<`);

  const clickedPublishAt = Date.now();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the article is on the public site within a minute.')).toBeVisible();
  const answeredMs = Date.now() - clickedPublishAt;
  await waitUntilServed(request, `/news-media/${slug}`, true);
  // The figure in docs/decisions/004-news-pages-rendered-at-run-time.md: from the click to the page being served (the answer does not wait for it).
  console.log(`publish-to-served: ${Date.now() - clickedPublishAt} ms (answer after ${answeredMs} ms)`);

  // Fetched without JavaScript: the head tags and the body are in the HTML.
  const html = await (await request.get(`/news-media/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Brandt &amp; Okafor</title>`);
  expect(html).toContain(
    '<meta name="description" content="A Snohomish County jury found a guardrail end terminal defective."/>',
  );
  expect(html).toContain('<meta name="keywords" content="guardrail verdict, highway design"/>');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://[^"]+/news-media/${slug}"/>`));
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/"@type":"BreadcrumbList".*"name":"Guardrail Verdict"/);
  expect(html).toContain('<h2>What the jury heard</h2>');
  expect(html).toContain('<li>The county had been told twice</li>');
  expect(html).toContain('<strong>final</strong>');
  expect(html).toContain('<a href="https://www.courts.wa.gov/">the court record</a>');
  // The renderer writes the article's page first and the sitemap after it: the sitemap follows shortly.
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text())
    .toContain(`/news-media/${slug}</loc>`);

  // In the browser: it hydrates under the CSP (a client-side link works) and the list finds it by filters.
  const violations = recordCspViolations(visitor);
  await visitor.goto(`/news-media/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'News and Media' })
    .click();
  await expect(visitor).toHaveURL(/\/news-media\/?$/);
  await visitor.getByRole('combobox', { name: 'Category' }).selectOption('Highway Design');
  await visitor.getByRole('combobox', { name: 'Year' }).selectOption('2021');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  expect(violations).toEqual([]);

  // The rendered post at desktop and phone widths, without horizontal scrolling.
  await visitor.goto(`/news-media/${slug}`);
  for (const [name, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await visitor.setViewportSize({ width, height: 900 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await visitor.screenshot({ path: `/tmp/shots/published-post-${name}.png`, fullPage: true });
  }

  // Editing a published post changes its page.
  await page.getByLabel('Description').fill('Updated: the county will appeal.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved: the public page shows the change within a minute.')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await request.get(`/news-media/${slug}`)).text()).includes(
          'Updated: the county will appeal.',
        ),
      {
        timeout: PUBLISHED_WITHIN_MS,
      },
    )
    .toBe(true);

  // Unpublishing removes the page and the sitemap entry; the URL sends visitors to the list again.
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page
    .getByRole('dialog', { name: 'Unpublish this post?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  await waitUntilServed(request, `/news-media/${slug}`, false);
  // The sitemap is rewritten right after the page goes.
  await expect
    .poll(async () => (await (await request.get('/sitemap.xml')).text()).includes(`/news-media/${slug}<`))
    .toBe(false);
  await visitor.goto(`/news-media/${slug}`);
  await expect(visitor).toHaveURL(/\/news-media\/?$/);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.close();
});

test('a scheduled post goes live after its time with nobody signed in', async ({
  request,
  staffToken: token,
}) => {
  const slug = uniqueSlug('scheduled-verdict');
  // The publisher runs every minute: a time a few seconds ahead is reached at its next run.
  const publishAt = new Date(Date.now() + 5_000).toISOString();
  await savePostThroughApi(request, token, { input: postInput(slug), action: 'schedule', publishAt });
  expect((await request.get(`/news-media/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  await expect
    .poll(async () => (await request.get(`/news-media/${slug}`)).status(), {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe(200);
  expect(await (await request.get(`/news-media/${slug}`)).text()).toContain('Announced on schedule.');
});

test('a hostile body runs nothing and shows no such markup on the public page', async ({
  page,
  request,
  staffToken: token,
}) => {
  const slug = uniqueSlug('hostile-body');
  await savePostThroughApi(request, token, {
    input: postInput(slug, { title: `<img src=x onerror=alert(1)> ${slug}`, body: HOSTILE_BODY }),
    action: 'publish',
  });
  await waitUntilServed(request, `/news-media/${slug}`, true);
  const html = await (await request.get(`/news-media/${slug}`)).text();
  const body = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  // No element or attribute of the hostile markup (the title shows it as text).
  expect(body).not.toMatch(/<script|<img|<[^>]*\son\w+=|javascript:/i);
  expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/news-media/${slug}`);
  await expect(page.getByText('Safe text.')).toBeVisible();
  await page.getByText('click me').click();
  expect(await pwnedMark(page)).toBeUndefined();
  expect(dialogs).toBe(0);
});
