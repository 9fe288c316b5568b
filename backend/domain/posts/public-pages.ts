/**
 * What the public site shows of the posts, and keeping it so: after a post goes public, changes or is taken
 * down, its own page (HTML and `.data`) is written or removed, and so is its Spanish page when it has (or no
 * longer has) a Spanish version; then the news list, the Spanish news list (which names every post, in
 * English where it has no Spanish version) and sitemap.xml are rewritten from every published post. Only those files are touched, and the same paths are then made
 * fresh where the site is cached. The renderer, the site's files and the posts are ports, so this runs the
 * same into the local build folder and into the site bucket.
 */
import { localizedPath } from '../../contract/locale';
import type { PublishedPostsContext } from '../../contract/news-context';
import { hasSpanishVersion } from '../../contract/posts';
import { sitemapXml } from '../../pages/sitemap';
import { postInputOf, type StoredPost } from './post-record';

/** One rendered route's files, keyed relative to the site root ("news-media/x/index.html"). */
export interface RenderedRoute {
  html: { key: string; body: string };
  /** Absent when no route on the path has a loader. */
  data?: { key: string; body: string };
}

/** The public site's pages as its build renders them (backend/pages/page-renderer.ts). */
export interface PageRenderer {
  /** The origin and sitemap paths of the build being rendered with. */
  facts: { origin: string; sitemapPaths: string[] };
  /** `context` reaches the route loaders (React Router's load context). */
  render(path: string, context?: PublishedPostsContext): Promise<RenderedRoute>;
}

/** Where the site is served from: the build folder locally, the site bucket (+ CloudFront) in AWS. */
export interface SiteFiles {
  write(key: string, body: string): Promise<void>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Makes these keys fresh wherever the site is cached (one CloudFront invalidation; nothing locally). */
  refresh(keys: string[]): Promise<void>;
}

export interface PublishedPosts {
  /** Every published post, newest article date first. */
  listPublished(): Promise<StoredPost[]>;
}

export interface PublicPagesDependencies {
  renderer: PageRenderer;
  files: SiteFiles;
  posts: PublishedPosts;
}

/** Which posts changed: their slugs (a renamed post names its old slug too), or every published post. */
export type PublicPagesChange = { slugs: string[] } | { everything: true };

export interface PublicPagesReport {
  written: string[];
  removed: string[];
}

export const NEWS_LIST_PATH = '/news-media';
export const SPANISH_NEWS_LIST_PATH = localizedPath(NEWS_LIST_PATH, 'es');
export const SITEMAP_KEY = 'sitemap.xml';

export const postPath = (slug: string): string => `${NEWS_LIST_PATH}/${slug}`;
/** A post's Spanish page (same slug, under /es/). */
export const spanishPostPath = (slug: string): string => localizedPath(postPath(slug), 'es');

/** Every key the renderer may write or remove (its storage grants name exactly these). */
export const PUBLIC_PAGE_KEYS = [
  'news-media/*',
  'news-media.data',
  'es/news-media/*',
  'es/news-media.data',
  SITEMAP_KEY,
] as const;

/** The keys a page at `path` can have: its HTML and its route data. */
const pageKeys = (path: string): string[] => [`${path.slice(1)}/index.html`, `${path.slice(1)}.data`];

/** The keys a post's page can have: its HTML and its route data. */
export const postPageKeys = (slug: string): string[] => pageKeys(postPath(slug));
/** The keys a post's Spanish page can have. */
export const spanishPostPageKeys = (slug: string): string[] => pageKeys(spanishPostPath(slug));

/** `postPaths` after the last entry under `listPath` (the list's own and the seed articles'), else at the end. */
function insertAfterList(paths: string[], listPath: string, postPaths: string[]): void {
  const lastNewsIndex = paths.findLastIndex((path) => path.startsWith(`${listPath}/`));
  const added = postPaths.filter((path) => !paths.includes(path));
  paths.splice(lastNewsIndex === -1 ? paths.length : lastNewsIndex + 1, 0, ...added);
}

/**
 * The build's sitemap with every published post after the list page's own entry and the seed articles, and
 * every Spanish version after the Spanish list's (the sitemap then pairs the two pages of a post).
 */
export function sitemapWithPosts(facts: PageRenderer['facts'], published: StoredPost[]): string {
  const paths = [...facts.sitemapPaths];
  insertAfterList(
    paths,
    NEWS_LIST_PATH,
    published.map((post) => postPath(post.slug)),
  );
  insertAfterList(
    paths,
    SPANISH_NEWS_LIST_PATH,
    published.filter(hasSpanishVersion).map((post) => spanishPostPath(post.slug)),
  );
  return sitemapXml(paths, facts.origin);
}

/** The load context of every news page rendered at run time: the published posts' public fields only. */
export function publishedPostsContext(published: StoredPost[]): PublishedPostsContext {
  return { publishedPosts: published.map(postInputOf) };
}

/** What one rendering is based on: each published post's slug and version, in list order. */
const snapshotOf = (published: StoredPost[]): string =>
  published.map((post) => `${post.slug}@${post.version}`).join(' ');

/** The slugs whose public page differs between two lists: changed, published or taken down in between. */
function changedSlugs(before: StoredPost[], after: StoredPost[]): string[] {
  const versions = new Map(before.map((post) => [post.slug, post.version]));
  const now = new Set(after.map((post) => post.slug));
  return [
    ...after.filter((post) => versions.get(post.slug) !== post.version).map((post) => post.slug),
    ...before.filter((post) => !now.has(post.slug)).map((post) => post.slug),
  ];
}

/**
 * How many times the pages are rendered again when posts keep changing while they are written. Two jobs
 * can run at once (two posts published a moment apart): each reads the posts, then writes the list, so the
 * job that read first could write last and leave the newer post out. After writing, a job reads the posts
 * again and renders once more from the newer list if they changed; the last job to write therefore wrote
 * from a list no older than its own final reading, and any later change starts a job of its own.
 */
export const MAX_RENDER_ROUNDS = 3;

export async function updatePublicPages(
  change: PublicPagesChange,
  deps: PublicPagesDependencies,
): Promise<PublicPagesReport> {
  // Sets: a key written again in a later round is reported and refreshed once.
  const written = new Set<string>();
  const removed = new Set<string>();

  const write = async (key: string, body: string) => {
    await deps.files.write(key, body);
    written.add(key);
  };
  const writeRoute = async (route: RenderedRoute) => {
    // The data first: a page never loads ahead of the data it hydrates with.
    if (route.data) await write(route.data.key, route.data.body);
    await write(route.html.key, route.html.body);
  };

  const remove = async (keys: string[]) => {
    for (const key of keys) {
      await deps.files.remove(key);
      removed.add(key);
    }
  };

  const render = async (published: StoredPost[], slugs: string[]) => {
    const bySlug = new Map(published.map((post) => [post.slug, post]));
    const context = publishedPostsContext(published);
    // Posts first, then the lists that link them, so a list never points at a page not yet there.
    for (const slug of slugs) {
      const post = bySlug.get(slug);
      // A seed article's page belongs to the build (its slug is reserved, so no post can name it anyway).
      if (deps.renderer.facts.sitemapPaths.includes(postPath(slug))) continue;
      if (post) {
        await writeRoute(await deps.renderer.render(postPath(slug), context));
      } else {
        await remove(postPageKeys(slug));
      }
      // Whether the Spanish page existed is not known here: a post without one removes it (no error if absent).
      if (post && hasSpanishVersion(post)) {
        await writeRoute(await deps.renderer.render(spanishPostPath(slug), context));
      } else {
        await remove(spanishPostPageKeys(slug));
      }
    }
    await writeRoute(await deps.renderer.render(NEWS_LIST_PATH, context));
    // Always: the Spanish list names every post, an English-only one with its English title and a note.
    await writeRoute(await deps.renderer.render(SPANISH_NEWS_LIST_PATH, context));
    await write(SITEMAP_KEY, sitemapWithPosts(deps.renderer.facts, published));
  };

  let published = await deps.posts.listPublished();
  let slugs = 'everything' in change ? published.map((post) => post.slug) : [...new Set(change.slugs)];
  let settled = false;
  for (let round = 1; round <= MAX_RENDER_ROUNDS && !settled; round += 1) {
    await render(published, slugs);
    const now = await deps.posts.listPublished();
    settled = snapshotOf(now) === snapshotOf(published);
    slugs = changedSlugs(published, now);
    published = now;
  }
  // What was written is made fresh even when the posts kept changing: those pages are still newer.
  await deps.files.refresh([...new Set([...written, ...removed])]);
  if (!settled) {
    throw new Error(
      `Posts kept changing while their pages were written (${MAX_RENDER_ROUNDS} rounds); the job is retried`,
    );
  }
  return { written: [...written], removed: [...removed] };
}
