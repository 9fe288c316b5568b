/**
 * Finishing a built site, after `react-router build` (bin/finalize-site.ts runs it with the frontend's
 * paths): every page finished (finished-page.ts: hydration after the first paint, then its own script
 * policy, the hashes of exactly its inline scripts in a meta first in <head>), sitemap.xml and robots.txt
 * written, and beside the kept server build the facts the news renderer repeats (site-build.ts).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finishedPage } from './finished-page';
import { PAGE_POLICY_MARK } from './page-csp';
import { robotsTxt } from './robots';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE, type SiteBuildFacts } from './site-build';
import { sitemapXml } from './sitemap';

/** What the site's routes say about the build; the frontend's route configuration is where it comes from. */
export interface SitePaths {
  /** The public site's origin, without a trailing slash. */
  origin: string;
  /** Every pre-rendered public route. */
  prerenderPaths: string[];
  /** The canonical paths sitemap.xml lists, in its order. */
  sitemapPaths: string[];
  /** The staff screens robots.txt keeps crawlers out of. */
  staffPaths: readonly string[];
}

/** Every page of the build (pre-rendered pages and the SPA fallback), relative to the site folder. */
export const sitePages = (siteDir: string): string[] =>
  readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/**
 * Refuses a folder already finished: finishing is not idempotent (a second CSS purge drops the custom
 * properties the first moved to the staff sheet, and the staff screens lose their contrast), and
 * `react-router build` always writes a fresh home page without a script policy.
 */
export function assertUnfinished(siteDir: string): void {
  const home = join(siteDir, 'index.html');
  if (existsSync(home) && readFileSync(home, 'utf8').includes(PAGE_POLICY_MARK)) {
    throw new Error(
      `${siteDir} is already finished (its pages carry their script policy): run npm run build, which builds ` +
        'it afresh and finishes it once.',
    );
  }
}

/** Returns how many pages got their script policy. */
export function finalizeSite(siteDir: string, paths: SitePaths): number {
  const pages = sitePages(siteDir);
  for (const page of pages) {
    const file = join(siteDir, page);
    writeFileSync(file, finishedPage(readFileSync(file, 'utf8')));
  }
  const { origin } = paths;
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(paths.sitemapPaths, origin));
  const facts: SiteBuildFacts = { origin, sitemapPaths: paths.sitemapPaths };
  const rendererDir = join(siteDir, '..', RENDERER_BUILD_DIR);
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, RENDERER_FACTS_FILE), JSON.stringify(facts) + '\n');
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(origin, paths.prerenderPaths, paths.staffPaths));
  return pages.length;
}
