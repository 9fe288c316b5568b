import { describe, expect, it } from 'vitest';
import type { StoredPost } from './post-record';
import {
  MAX_RENDER_ROUNDS,
  publishedPostsContext,
  sitemapWithPosts,
  updatePublicPages,
  type PageRenderer,
  type PublicPagesDependencies,
} from './public-pages';

const facts = {
  origin: 'https://law.example',
  sitemapPaths: [
    '/',
    '/news-media/',
    '/news-media/seed-article',
    '/contact',
    '/es/',
    '/es/news-media/',
    '/es/news-media/seed-article',
    '/es/contact',
  ],
};

const post = (slug: string, date: string, version = 1) =>
  ({
    slug,
    date,
    version,
    title: slug,
    spanishTitle: '',
    spanishBody: '',
    updatedBy: 'editor@brandtokafor.example',
  }) as StoredPost;

/** A post with a Spanish version. */
const bilingual = (slug: string, date: string, version = 1) => ({
  ...post(slug, date, version),
  spanishTitle: `${slug} en español`,
  spanishBody: 'Texto.',
});

/** Every file an English-only post's job removes besides a page it took down: the Spanish page it has not. */
const noSpanishPage = (slug: string) => [
  `remove es/news-media/${slug}/index.html`,
  `remove es/news-media/${slug}.data`,
];
/** The two lists and the sitemap, written after the posts' pages on every job. */
const LISTS_AND_SITEMAP = [
  'write news-media.data',
  'write news-media/index.html',
  'write es/news-media.data',
  'write es/news-media/index.html',
  'write sitemap.xml',
];

/**
 * Records every file operation; the renderer answers with the path and the context it was given. The posts
 * port answers with `published`, or with each list of `readings` in turn (the last one from then on).
 */
function fakes(published: StoredPost[], ...readings: StoredPost[][]) {
  let reads = 0;
  const listPublished = async () =>
    readings.length ? readings[Math.min(reads++, readings.length - 1)]! : published;
  const operations: string[] = [];
  const files = new Map<string, string>();
  const renders: [string, unknown][] = [];
  const renderer: PageRenderer = {
    facts,
    async render(path, context) {
      renders.push([path, context]);
      const key = path.slice(1);
      return {
        html: { key: `${key}/index.html`, body: `${path} ${JSON.stringify(context)}` },
        data: { key: `${key}.data`, body: `data of ${path}` },
      };
    },
  };
  const deps: PublicPagesDependencies = {
    renderer,
    posts: { listPublished },
    files: {
      async write(key, body) {
        operations.push(`write ${key}`);
        files.set(key, body);
      },
      async remove(key) {
        operations.push(`remove ${key}`);
      },
      async refresh(keys) {
        operations.push(`refresh ${keys.join(' ')}`);
      },
    },
  };
  return { deps, operations, files, renders };
}

describe('updatePublicPages', () => {
  it('writes the post, then both lists and the sitemap, and refreshes exactly those files', async () => {
    const { deps, operations, renders } = fakes([post('newer', '2026-05-02'), post('older', '2026-05-01')]);
    const report = await updatePublicPages({ slugs: ['older'] }, deps);
    expect(operations).toEqual([
      'write news-media/older.data',
      'write news-media/older/index.html',
      ...noSpanishPage('older'),
      ...LISTS_AND_SITEMAP,
      'refresh news-media/older.data news-media/older/index.html news-media.data news-media/index.html ' +
        'es/news-media.data es/news-media/index.html sitemap.xml ' +
        'es/news-media/older/index.html es/news-media/older.data',
    ]);
    expect(report.removed).toEqual(['es/news-media/older/index.html', 'es/news-media/older.data']);
    const context = {
      publishedPosts: [
        expect.objectContaining({ slug: 'newer' }),
        expect.objectContaining({ slug: 'older' }),
      ],
    };
    // The Spanish list too: an English-only post is listed there with its English title.
    expect(renders).toEqual([
      ['/news-media/older', context],
      ['/news-media', context],
      ['/es/news-media', context],
    ]);
  });

  it('writes the Spanish page of a post with a Spanish version after its English page', async () => {
    const { deps, operations, renders } = fakes([bilingual('both', '2026-05-02')]);
    const report = await updatePublicPages({ slugs: ['both'] }, deps);
    expect(operations.slice(0, -1)).toEqual([
      'write news-media/both.data',
      'write news-media/both/index.html',
      'write es/news-media/both.data',
      'write es/news-media/both/index.html',
      ...LISTS_AND_SITEMAP,
    ]);
    expect(report.removed).toEqual([]);
    expect(renders.map(([path]) => path)).toEqual([
      '/news-media/both',
      '/es/news-media/both',
      '/news-media',
      '/es/news-media',
    ]);
    expect(renders[1]![1]).toEqual({
      publishedPosts: [expect.objectContaining({ spanishTitle: 'both en español', spanishBody: 'Texto.' })],
    });
    expect(operations.at(-1)).toContain('es/news-media/both/index.html');
  });

  it('removes the Spanish page of a post whose Spanish version was cleared, keeping its English page', async () => {
    const { deps, operations } = fakes([post('cleared', '2026-05-02', 2)]);
    const report = await updatePublicPages({ slugs: ['cleared'] }, deps);
    expect(operations.slice(0, 4)).toEqual([
      'write news-media/cleared.data',
      'write news-media/cleared/index.html',
      ...noSpanishPage('cleared'),
    ]);
    expect(report.written).toContain('news-media/cleared/index.html');
    expect(report.removed).toEqual(['es/news-media/cleared/index.html', 'es/news-media/cleared.data']);
    expect(operations.at(-1)).toContain('es/news-media/cleared/index.html');
  });

  it('removes both pages of a post taken down, and lists it in neither list', async () => {
    const { deps, operations, files } = fakes([]);
    const report = await updatePublicPages({ slugs: ['gone'] }, deps);
    expect(report.removed).toEqual([
      'news-media/gone/index.html',
      'news-media/gone.data',
      'es/news-media/gone/index.html',
      'es/news-media/gone.data',
    ]);
    expect(operations.filter((operation) => operation.startsWith('write'))).toEqual(LISTS_AND_SITEMAP);
    expect(files.get('es/news-media/index.html')).not.toContain('gone');
  });

  it('removes the page of a post that is no longer published (and of its old slug)', async () => {
    const { deps, operations } = fakes([post('renamed', '2026-05-02')]);
    const report = await updatePublicPages({ slugs: ['renamed', 'original'] }, deps);
    expect(report.removed).toEqual([
      'es/news-media/renamed/index.html',
      'es/news-media/renamed.data',
      'news-media/original/index.html',
      'news-media/original.data',
      'es/news-media/original/index.html',
      'es/news-media/original.data',
    ]);
    expect(operations.slice(0, 8)).toEqual([
      'write news-media/renamed.data',
      'write news-media/renamed/index.html',
      ...noSpanishPage('renamed'),
      'remove news-media/original/index.html',
      'remove news-media/original.data',
      ...noSpanishPage('original'),
    ]);
  });

  it('renders every published post after a deployment, and never touches a seed article', async () => {
    const { deps, operations } = fakes([post('one', '2026-05-02'), post('two', '2026-05-01')]);
    await updatePublicPages({ everything: true }, deps);
    expect(
      operations.filter((operation) => operation.startsWith('write') && operation.endsWith('index.html')),
    ).toEqual([
      'write news-media/one/index.html',
      'write news-media/two/index.html',
      'write news-media/index.html',
      'write es/news-media/index.html',
    ]);
    const seed = fakes([]);
    await updatePublicPages({ slugs: ['seed-article'] }, seed.deps);
    expect(seed.operations.some((operation) => operation.includes('seed-article'))).toBe(false);
  });
});

describe('updatePublicPages while other posts change', () => {
  const older = post('older', '2026-05-01');
  const newer = post('newer', '2026-05-02');

  it('renders again from the newer list when a post was published while it wrote (its job may have written first)', async () => {
    // This job read the posts before "newer" was published; "newer"'s own job may already have written the
    // list, which this job's first round then overwrote without it.
    const { deps, operations, files } = fakes([], [older], [newer, older]);
    const report = await updatePublicPages({ slugs: ['older'] }, deps);
    expect(files.get('news-media/index.html')).toContain('"slug":"newer"');
    expect(files.get('sitemap.xml')).toContain('/news-media/newer');
    expect(operations.filter((operation) => operation.startsWith('write')).slice(7)).toEqual([
      'write news-media/newer.data',
      'write news-media/newer/index.html',
      ...LISTS_AND_SITEMAP,
    ]);
    // One refresh, at the end, naming each file once.
    expect(operations.filter((operation) => operation.startsWith('refresh'))).toEqual([
      'refresh news-media/older.data news-media/older/index.html news-media.data news-media/index.html ' +
        'es/news-media.data es/news-media/index.html sitemap.xml news-media/newer.data ' +
        'news-media/newer/index.html es/news-media/older/index.html es/news-media/older.data ' +
        'es/news-media/newer/index.html es/news-media/newer.data',
    ]);
    expect(report.written).toHaveLength(9);
  });

  it('removes a page taken down meanwhile, and re-renders a post edited meanwhile', async () => {
    const edited = post('older', '2026-05-01', 2);
    const { deps, operations } = fakes([], [newer, older], [edited]);
    const report = await updatePublicPages({ slugs: ['newer'] }, deps);
    expect(report.removed).toEqual([
      'es/news-media/newer/index.html',
      'es/news-media/newer.data',
      'es/news-media/older/index.html',
      'es/news-media/older.data',
      'news-media/newer/index.html',
      'news-media/newer.data',
    ]);
    expect(operations).toContain('write news-media/older/index.html');
  });

  it('stops after a few rounds when the posts keep changing, refreshing what it wrote, and fails so the job is retried', async () => {
    const readings = Array.from({ length: MAX_RENDER_ROUNDS + 2 }, (_, round) => [
      post('busy', '2026-05-01', round + 1),
    ]);
    const { deps, operations, renders } = fakes([], ...readings);
    await expect(updatePublicPages({ slugs: ['busy'] }, deps)).rejects.toThrow(/kept changing/);
    expect(renders.filter(([path]) => path === '/news-media')).toHaveLength(MAX_RENDER_ROUNDS);
    expect(renders.filter(([path]) => path === '/es/news-media')).toHaveLength(MAX_RENDER_ROUNDS);
    expect(operations.at(-1)).toMatch(/^refresh /);
  });
});

describe('publishedPostsContext', () => {
  it('hands the pages the public fields only, never who edited the post', () => {
    const { publishedPosts } = publishedPostsContext([post('a', '2026-05-02')]);
    expect(JSON.stringify(publishedPosts)).not.toContain('editor@brandtokafor.example');
    expect(publishedPosts[0]).toMatchObject({ slug: 'a', date: '2026-05-02' });
  });
});

describe('sitemapWithPosts', () => {
  it('lists published posts after the seed articles, with the build origin, escaped', () => {
    const xml = sitemapWithPosts(facts, [post('a-and-b', '2026-05-02')]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://law.example/',
      'https://law.example/news-media/',
      'https://law.example/news-media/seed-article',
      'https://law.example/news-media/a-and-b',
      'https://law.example/contact',
      'https://law.example/es/',
      'https://law.example/es/news-media/',
      'https://law.example/es/news-media/seed-article',
      'https://law.example/es/contact',
    ]);
  });

  it('lists a Spanish version after the Spanish seed articles, and pairs it with the English page', () => {
    const xml = sitemapWithPosts(facts, [bilingual('both', '2026-05-02'), post('english', '2026-05-01')]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(5)).toEqual([
      'https://law.example/contact',
      'https://law.example/es/',
      'https://law.example/es/news-media/',
      'https://law.example/es/news-media/seed-article',
      'https://law.example/es/news-media/both',
      'https://law.example/es/contact',
    ]);
    const entry = (path: string) =>
      xml.split('<url>').find((url) => url.includes(`<loc>https://law.example${path}</loc>`))!;
    for (const path of ['/news-media/both', '/es/news-media/both']) {
      expect(entry(path)).toContain('hreflang="es" href="https://law.example/es/news-media/both"');
      expect(entry(path)).toContain('hreflang="en" href="https://law.example/news-media/both"');
    }
    expect(entry('/news-media/english')).not.toContain('hreflang');
  });
});
