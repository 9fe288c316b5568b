/**
 * The news renderer end to end on the local stack: the posts operations through the local AppSync start the
 * job, the local Lambda runs it with the real site build's kept server build (so this needs `npm run build`
 * first, as `npm test` does), and it writes into DATA_DIR/site, which the local server serves over the build.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavePostDocument, type SavePostMutationVariables } from '../../contract/graphql/posts.generated';
import type { PostInput } from '../../contract/posts';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE } from '../../pages/site-build';
import { loadPageRenderer } from '../../pages/page-renderer';
import { dataOf, startTestStack, type TestStack } from '../../testing/test-stack';
import { createAccount, signIn } from '../../testing/auth-test-helpers';
import { productClock } from '../../adapters/clock';

const buildRoot = join(process.cwd(), process.env.SITE_BUILD_DIR ?? 'build/site');
const builtSite = join(buildRoot, 'client');
const rendererDir = join(buildRoot, RENDERER_BUILD_DIR);

let stack: TestStack;
let token: string;
/** Where the renderer writes (the local stand-in for the site bucket's rendered files). */
let siteDir: string;

/** Every file of the served site folder with its inode and modification time: a write changes one of them. */
function snapshot(): Map<string, string> {
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const { ino, mtimeMs } = statSync(path);
      return [path.slice(siteDir.length + 1), `${ino}:${mtimeMs}`];
    }),
  );
}

function writtenFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key)).sort();
}

const read = (key: string) =>
  existsSync(join(siteDir, key)) ? readFileSync(join(siteDir, key), 'utf8') : '';

async function waitFor(what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function newInput(overrides: Partial<PostInput> = {}): PostInput {
  const slug = `render-test-${productClock().getTime()}-${Math.round(Math.random() * 1e6)}`;
  return {
    title: 'Jury returns verdict in guardrail case',
    titleShort: 'Guardrail verdict',
    slug,
    category: 'Highway Design',
    date: '2026-05-01',
    author: 'Brandt & Okafor',
    featured: false,
    description: 'A King County jury found the guardrail end terminal defective.',
    keywords: 'guardrail, verdict',
    body: '## What the jury found\n\n- one\n- two\n\n**bold** and [a link](https://example.com)',
    spanishTitle: '',
    spanishBody: '',
    ...overrides,
  };
}

async function save(
  variables: Omit<SavePostMutationVariables, 'action'> & Partial<Pick<SavePostMutationVariables, 'action'>>,
) {
  const { body } = await stack.graphql(SavePostDocument, { action: 'save', ...variables }, token);
  expect(body.errors).toBeUndefined();
  return dataOf(body).savePost;
}

const sitemapLists = (slug: string) => read('sitemap.xml').includes(`/news-media/${slug}</loc>`);

const get = (path: string) => fetch(`${stack.url}${path}`);

beforeAll(async () => {
  if (!existsSync(join(rendererDir, RENDERER_FACTS_FILE))) {
    throw new Error(`No kept server build in ${rendererDir}: run npm run build first.`);
  }
  stack = await startTestStack({ siteDir: builtSite, rendererDir });
  siteDir = join(stack.dataDir, 'site');
  token = await signIn(stack, await createAccount());
}, 60_000);

afterAll(() => stack?.stop());

describe('the start of the local stack (as after a deployment)', () => {
  it('renders the list and the sitemap from the build being served', () => {
    expect(read('sitemap.xml')).toBe(readFileSync(join(builtSite, 'sitemap.xml'), 'utf8'));
    expect(read('news-media/index.html')).toBe(
      readFileSync(join(builtSite, 'news-media/index.html'), 'utf8'),
    );
  });
});

describe('the page renderer', () => {
  it('renders a seed article exactly as the build did', async () => {
    const renderer = await loadPageRenderer(rendererDir);
    const route = await renderer.render('/news-media/highway-work-zone-crashes');
    expect(route.html.key).toBe('news-media/highway-work-zone-crashes/index.html');
    expect(route.html.body).toBe(readFileSync(join(builtSite, route.html.key), 'utf8'));
    if (route.data) expect(route.data.body).toBe(readFileSync(join(builtSite, route.data.key), 'utf8'));
  });
});

describe('publishing, editing and unpublishing a post', () => {
  it('writes nothing for a draft', async () => {
    const before = snapshot();
    const input = newInput();
    await save({ input });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(writtenFiles(before, snapshot())).toEqual([]);
    expect(sitemapLists(input.slug)).toBe(false);
  });

  it('writes the page, the list and the sitemap on publish, and nothing else', async () => {
    const input = newInput();
    const draft = await save({ input });
    const before = snapshot();
    await save({ id: draft._id, expectedVersion: draft.version, input, action: 'publish' });
    await waitFor('the sitemap entry', () => sitemapLists(input.slug));

    const changed = writtenFiles(before, snapshot());
    // The Spanish list names every post (an English-only one in English, with a note).
    const possible = [
      `news-media/${input.slug}/index.html`,
      `news-media/${input.slug}.data`,
      'news-media/index.html',
      'news-media.data',
      'es/news-media/index.html',
      'es/news-media.data',
      'sitemap.xml',
    ];
    expect(changed.every((key) => possible.includes(key))).toBe(true);
    expect(changed).toEqual(
      expect.arrayContaining([
        `news-media/${input.slug}/index.html`,
        'news-media/index.html',
        'es/news-media/index.html',
        'sitemap.xml',
      ]),
    );
    expect(existsSync(join(siteDir, 'es/news-media', input.slug))).toBe(false);
    const spanishList = await (await get('/es/news-media/')).text();
    expect(spanishList).toMatch(
      new RegExp(`<a [^>]*lang="en"[^>]*href="/news-media/${input.slug}"[^>]*>Jury returns verdict`),
    );
    const page = await get(`/news-media/${input.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe(read(`news-media/${input.slug}/index.html`));
    expect(html).toContain('<title>Jury returns verdict in guardrail case | Brandt &amp; Okafor</title>');
    expect(html).toContain('<h2>What the jury found</h2>');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy"/);
    expect(read('news-media.data')).toContain(input.slug);
    expect(await (await get('/news-media/')).text()).toContain('Jury returns verdict in guardrail case');
    expect(await (await get('/sitemap.xml')).text()).toContain(`/news-media/${input.slug}</loc>`);
  });

  it('rewrites the page and the list when a published post is edited', async () => {
    const input = newInput();
    const draft = await save({ input });
    const published = await save({ id: draft._id, expectedVersion: draft.version, input, action: 'publish' });
    await waitFor('the page', () => read(`news-media/${input.slug}/index.html`).includes(input.title));
    const edited = { ...input, title: 'Jury verdict upheld on appeal', body: 'The appeal **failed**.' };
    await save({ id: draft._id, expectedVersion: published.version, input: edited });
    await waitFor('the edited page', () =>
      read(`news-media/${input.slug}/index.html`).includes('<strong>failed</strong>'),
    );
    expect(read(`news-media/${input.slug}/index.html`)).toContain('Jury verdict upheld on appeal');
    // The list follows the post's page (written after it).
    await waitFor('the edited list', () => read('news-media.data').includes('Jury verdict upheld on appeal'));
  });

  it('removes the page and the sitemap entry on unpublish', async () => {
    const input = newInput();
    const draft = await save({ input });
    const published = await save({ id: draft._id, expectedVersion: draft.version, input, action: 'publish' });
    await waitFor('the sitemap entry', () => sitemapLists(input.slug));

    await save({ id: draft._id, expectedVersion: published.version, input, action: 'unpublish' });
    await waitFor('the sitemap entry to go', () => !sitemapLists(input.slug));
    expect(existsSync(join(siteDir, 'news-media', input.slug))).toBe(false);
    expect(existsSync(join(siteDir, 'news-media', `${input.slug}.data`))).toBe(false);
    // Its URL now gets the SPA fallback (whose router sends visitors to the list), as CloudFront's 404 answer.
    const gone = await get(`/news-media/${input.slug}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe(readFileSync(join(builtSite, '__spa-fallback.html'), 'utf8'));
    // The seed articles stay.
    expect((await get('/news-media/highway-work-zone-crashes')).status).toBe(200);
  });
});

describe('a post with a Spanish version', () => {
  const spanish = {
    spanishTitle: 'El jurado da la razón a la familia',
    spanishBody: '## Lo que decidió el jurado\n\nEl veredicto es **firme**.',
  };
  const spanishPage = (slug: string) => `es/news-media/${slug}/index.html`;

  it('has its Spanish page written beside the English one, listed in Spanish and paired in the sitemap', async () => {
    const input = newInput(spanish);
    await save({ input, action: 'publish' });
    await waitFor('the sitemap entry', () =>
      read('sitemap.xml').includes(`/es/news-media/${input.slug}</loc>`),
    );

    const page = await get(`/es/news-media/${input.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toBe(read(spanishPage(input.slug)));
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es">/);
    expect(html).toContain('<title>El jurado da la razón a la familia | Brandt &amp; Okafor</title>');
    expect(html).toContain('<h2>Lo que decidió el jurado</h2>');
    expect(html).toContain('<strong>firme</strong>');
    // Both pages name each other (the English one offers the switcher to Spanish).
    const english = await (await get(`/news-media/${input.slug}`)).text();
    const alternate = new RegExp(
      `<link rel="alternate" hreflang="es" href="[^"]*/es/news-media/${input.slug}"`,
      'i',
    );
    expect(html).toMatch(alternate);
    expect(english).toMatch(alternate);
    expect(await (await get('/es/news-media/')).text()).toMatch(
      new RegExp(`<a [^>]*href="/es/news-media/${input.slug}"[^>]*>El jurado da la razón a la familia</a>`),
    );
    const sitemap = read('sitemap.xml');
    const entry = sitemap.split('<url>').find((url) => url.includes(`/news-media/${input.slug}</loc>`))!;
    expect(entry).toMatch(new RegExp(`hreflang="es" href="[^"]*/es/news-media/${input.slug}"`));
  });

  it('has its Spanish page removed when the version is cleared, and both pages when unpublished', async () => {
    const input = newInput(spanish);
    const published = await save({ input, action: 'publish' });
    await waitFor('the Spanish page', () => read(spanishPage(input.slug)) !== '');

    const cleared = await save({
      id: published._id,
      expectedVersion: published.version,
      input: { ...input, spanishTitle: '', spanishBody: '' },
    });
    await waitFor('the Spanish page to go', () => !existsSync(join(siteDir, spanishPage(input.slug))));
    // The sitemap is rewritten after the pages and the lists.
    await waitFor(
      'the sitemap entry to go',
      () => !read('sitemap.xml').includes(`/es/news-media/${input.slug}<`),
    );
    expect(read(`news-media/${input.slug}/index.html`)).toContain(input.title);
    expect(read('sitemap.xml')).toContain(`/news-media/${input.slug}</loc>`);
    expect((await get(`/es/news-media/${input.slug}`)).status).toBe(404);

    const again = await save({ id: published._id, expectedVersion: cleared.version, input });
    await waitFor('the Spanish page again', () => read(spanishPage(input.slug)) !== '');
    await save({ id: published._id, expectedVersion: again.version, input, action: 'unpublish' });
    await waitFor('both pages to go', () => !existsSync(join(siteDir, spanishPage(input.slug))));
    expect(existsSync(join(siteDir, 'news-media', input.slug))).toBe(false);
    // The lists are rewritten after the pages are removed.
    await waitFor(
      'the Spanish list to drop it',
      () => !read('es/news-media/index.html').includes(input.slug),
    );
  });
});
