/**
 * Runs after `react-router build`: removes unused CSS (bin/purge-css.ts), finishes every page
 * (infra/site/finished-page.ts: hydration after the first paint, then its own script policy, the hashes of
 * exactly its inline scripts in a meta first in <head>),
 * writes sitemap.xml and robots.txt, and beside the kept server build the facts the news renderer repeats
 * (backend/contract/site-build.ts).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { finishedPage } from '../infra/site/finished-page';
import { siteDirectory } from '../infra/site/viewer-request';
import { prerenderPaths, sitemapPaths } from '../frontend/app/config/public-paths';
import { robotsTxt } from '../frontend/app/config/site-files';
import { sitemapXml } from '../backend/contract/sitemap';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE, type SiteBuildFacts } from '../backend/contract/site-build';
import { resolveSiteUrl } from '../frontend/app/config/site';
import { purgeSiteCss } from './purge-css';

/** Every page of the build (pre-rendered pages and the SPA fallback), relative to the site folder. */
export const sitePages = (siteDir: string): string[] =>
  readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** Returns how many pages got their script policy. */
export function finalizeSite(root: string): number {
  const siteDir = siteDirectory(root);
  const pages = sitePages(siteDir);
  for (const page of pages) {
    const file = join(siteDir, page);
    writeFileSync(file, finishedPage(readFileSync(file, 'utf8')));
  }
  const origin = resolveSiteUrl(process.env.VITE_SITE_URL);
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(sitemapPaths(), origin));
  const facts: SiteBuildFacts = { origin, sitemapPaths: sitemapPaths() };
  const rendererDir = join(siteDir, '..', RENDERER_BUILD_DIR);
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, RENDERER_FACTS_FILE), JSON.stringify(facts) + '\n');
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(origin, prerenderPaths()));
  return pages.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stylesheets = await purgeSiteCss(siteDirectory(process.cwd()));
  for (const { file, before, after } of stylesheets) {
    console.log(
      `finalize-site: ${basename(file)} ${before} -> ${after} bytes (unused rules removed; rules only staff screens use moved to the staff sheet)`,
    );
  }
  const pages = finalizeSite(process.cwd());
  console.log(`finalize-site: ${pages} pages carry their own script policy`);
}
