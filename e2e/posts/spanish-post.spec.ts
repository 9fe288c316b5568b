/**
 * A post written in both languages: the staff user writes its Spanish version in the editor's Spanish section
 * and publishes; the Spanish news list names it in Spanish, its Spanish page shows the Spanish title, and the
 * English page's language switcher leads there. An English-only post is on the Spanish list too, in English
 * with the note, and its page offers no Spanish version.
 */
import type { APIRequestContext } from '@playwright/test';
import { SavePostDocument } from '../../backend/contract/graphql/posts.generated';
import type { PostInput } from '../../backend/contract/posts';
import { expect, test } from '../staff/staff-test';

/** The promise: on the site within 60 s of Publish. */
const PUBLISHED_WITHIN_MS = 60_000;

const SPANISH_BODY = [
  '## Lo que escuchó el jurado',
  '',
  '- La barrera de contención estaba mal instalada',
  '',
  'El veredicto es **firme**.',
].join('\n');

// Sign-in by mail, a full editor session and a wait for the site take a while on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** Polls the page's URL without JavaScript until it answers 200. */
async function waitUntilServed(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), {
      timeout: PUBLISHED_WITHIN_MS,
      intervals: [250],
    })
    .toBe(200);
}

test('a post published with its Spanish version: listed in Spanish, at its Spanish URL, reached by the switcher', async ({
  staffPage: page,
  request,
  staffToken: token,
}) => {
  await page.goto('/post-new');
  await expect(page.getByRole('heading', { name: 'Add New Post' })).toBeVisible();

  const stamp = Date.now();
  const title = `Jury Finds Barrier Defective ${stamp}`;
  const spanishTitle = `El jurado declara defectuosa la barrera ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  const slug = await page.getByLabel('URL slug').inputValue();
  await page.getByLabel('Short title').fill('Barrier Verdict');
  await page.getByLabel('Category').selectOption('Highway Design');
  await page.getByLabel('Date', { exact: true }).fill('2021-10-05');
  await page.getByLabel('Description').fill('A King County jury found a highway barrier defective.');
  await page.getByLabel('Keywords').fill('barrier verdict, highway design');
  await page.getByLabel('Body', { exact: true }).fill('The verdict is **final**.');

  // The Spanish section is collapsed on a new post; it opens from the keyboard.
  const toggle = page.getByRole('button', { name: 'Spanish version (optional)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Spanish title')).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Spanish version/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByLabel('Spanish title').fill(spanishTitle);
  await page.getByLabel('Spanish body').fill(SPANISH_BODY);
  const preview = page.getByRole('region', { name: 'Spanish preview' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  await expect(preview.getByRole('heading', { level: 2, name: 'Lo que escuchó el jurado' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: the article is on the public site within a minute.')).toBeVisible();
  await waitUntilServed(request, `/es/news-media/${slug}`);

  // Fetched without JavaScript: a Spanish page, with the Spanish title and body in its HTML.
  const html = await (await request.get(`/es/news-media/${slug}`)).text();
  expect(html).toMatch(/<html lang="es">/);
  expect(html).toContain(`<title>${spanishTitle} | Brandt &amp; Okafor</title>`);
  expect(html).toContain('<h2>Lo que escuchó el jurado</h2>');
  expect(html).toContain('<strong>firme</strong>');

  // The Spanish list names it in Spanish and links to its Spanish page (the list follows the pages).
  const visitor = await page.context().browser()!.newPage();
  await expect
    .poll(async () => (await request.get('/es/news-media/')).text(), { timeout: PUBLISHED_WITHIN_MS })
    .toContain(spanishTitle);
  await visitor.goto('/es/news-media/');
  await visitor.getByRole('combobox', { name: 'Año' }).selectOption('2021');
  const listed = visitor.getByRole('link', { name: spanishTitle });
  await expect(listed).toHaveAttribute('href', `/es/news-media/${slug}`);
  await listed.click();
  await expect(visitor).toHaveURL(new RegExp(`/es/news-media/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);

  // The English page's switcher leads to the Spanish page.
  await visitor.goto(`/news-media/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/es/news-media/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(spanishTitle);
  // And the sitemap pairs the two.
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text())
    .toContain(`/es/news-media/${slug}</loc>`);

  // An English-only post: on the Spanish list in English with the note, its page offers no Spanish.
  const englishOnly: PostInput = {
    title: `Verdict in English only ${stamp}`,
    titleShort: 'English only',
    slug: `verdict-in-english-only-${stamp}`,
    category: 'Highway Design',
    date: '2021-10-04',
    author: 'Brandt & Okafor',
    featured: false,
    description: 'A verdict written in English only.',
    keywords: 'verdict',
    body: 'Written in English only.',
    spanishTitle: '',
    spanishBody: '',
  };
  const saved = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: SavePostDocument, variables: { input: englishOnly, action: 'publish' } },
  });
  expect(((await saved.json()) as { errors?: unknown }).errors).toBeUndefined();
  await waitUntilServed(request, `/news-media/${englishOnly.slug}`);
  await expect
    .poll(async () => (await request.get('/es/news-media/')).text(), { timeout: PUBLISHED_WITHIN_MS })
    .toContain(englishOnly.title);
  await visitor.goto('/es/news-media/');
  await visitor.getByRole('combobox', { name: 'Año' }).selectOption('2021');
  const englishLink = visitor.getByRole('link', { name: englishOnly.title });
  await expect(englishLink).toHaveAttribute('href', `/news-media/${englishOnly.slug}`);
  await expect(englishLink).toHaveAttribute('lang', 'en');
  await expect(visitor.getByRole('listitem').filter({ has: englishLink })).toContainText('(en inglés)');
  expect((await request.get(`/es/news-media/${englishOnly.slug}`, { maxRedirects: 0 })).status()).toBe(404);
  await visitor.goto(`/news-media/${englishOnly.slug}`);
  await expect(visitor.getByText('This page has no Spanish version.')).toBeVisible();
  await visitor.close();
});
