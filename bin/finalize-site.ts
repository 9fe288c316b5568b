/**
 * Runs after `react-router build`: removes unused CSS (bin/purge-css.ts), puts each page's module preloads behind
 * its stylesheets, records the hash of every inline script in the pre-rendered pages, so
 * the Content-Security-Policy can allow exactly those and nothing else; writes sitemap.xml and robots.txt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CSP_MAX_LENGTH, SCRIPT_HASHES_FILE, contentSecurityPolicy } from '../infra/site/security-headers';
import { siteDirectory } from '../infra/site/viewer-request';
import { prerenderPaths, sitemapPaths } from '../frontend/app/config/public-paths';
import { robotsTxt, sitemapXml } from '../frontend/app/config/site-files';
import { resolveSiteUrl } from '../frontend/app/config/site';
import { purgeSiteCss } from './purge-css';

// JSON-LD blocks are data, never executed, so they need no hash (and would add one per page).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`);
}

const MODULE_PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/**
 * React writes a page's module preloads (120-145 KB of hydration code) before its stylesheets, so the CSS
 * that first paint waits for queues behind them on a slow connection. The preloads move to just after the
 * last stylesheet and are fetched at low priority: paint first, then hydrate. (The stylesheets stay where
 * React put them: React hydrates them in place, and moving them makes it throw the page away and render it
 * again. The preloads are React's hoisted resources, matched by their address.)
 */
export function prioritiseCriticalResources(html: string): string {
  const stylesheets = html.match(STYLESHEET_LINK) ?? [];
  const preloads = html.match(MODULE_PRELOAD_LINK) ?? [];
  if (stylesheets.length === 0 || preloads.length === 0) return html;
  const withoutPreloads = html.replace(MODULE_PRELOAD_LINK, '');
  const lastStylesheet = stylesheets.at(-1)!;
  const afterStylesheets = withoutPreloads.lastIndexOf(lastStylesheet) + lastStylesheet.length;
  const lowPriority = preloads.map((link) =>
    link.includes('fetchpriority=') ? link : link.replace('<link ', '<link fetchpriority="low" '),
  );
  return (
    withoutPreloads.slice(0, afterStylesheets) +
    lowPriority.join('') +
    withoutPreloads.slice(afterStylesheets)
  );
}

export function finalizeSite(root: string): string[] {
  const siteDir = siteDirectory(root);
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
  for (const page of pages) {
    const file = join(siteDir, page);
    writeFileSync(file, prioritiseCriticalResources(readFileSync(file, 'utf8')));
  }
  const hashes = [
    ...new Set(pages.flatMap((page) => inlineScriptHashes(readFileSync(join(siteDir, page), 'utf8')))),
  ].sort();
  const policyLength = contentSecurityPolicy(hashes).length;
  if (policyLength > CSP_MAX_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${policyLength} characters; CloudFront allows ${CSP_MAX_LENGTH}.`,
    );
  }
  writeFileSync(join(siteDir, '..', SCRIPT_HASHES_FILE), JSON.stringify(hashes, null, 2) + '\n');
  const origin = resolveSiteUrl(process.env.VITE_SITE_URL);
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(sitemapPaths(), origin));
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt(origin, prerenderPaths()));
  return hashes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stylesheets = await purgeSiteCss(siteDirectory(process.cwd()));
  for (const { file, before, after } of stylesheets) {
    console.log(`finalize-site: ${basename(file)} ${before} -> ${after} bytes after removing unused CSS`);
  }
  const hashes = finalizeSite(process.cwd());
  console.log(`finalize-site: ${hashes.length} inline script hashes recorded`);
}
