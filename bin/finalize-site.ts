/**
 * Runs after `react-router build`: removes unused CSS (bin/purge-css.ts), records the hash of every inline script in the pre-rendered pages, so
 * the Content-Security-Policy can allow exactly those and nothing else; writes sitemap.xml and robots.txt,
 * and beside the kept server build the facts the news renderer repeats (backend/contract/site-build.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CSP_MAX_LENGTH, SCRIPT_HASHES_FILE, contentSecurityPolicy } from '../infra/site/security-headers';
import { siteDirectory } from '../infra/site/viewer-request';
import { prerenderPaths, sitemapPaths } from '../frontend/app/config/public-paths';
import { robotsTxt } from '../frontend/app/config/site-files';
import { sitemapXml } from '../backend/contract/sitemap';
import { RENDERER_BUILD_DIR, RENDERER_FACTS_FILE, type SiteBuildFacts } from '../backend/contract/site-build';
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

export function finalizeSite(root: string): string[] {
  const siteDir = siteDirectory(root);
  const pages = readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );
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
  const facts: SiteBuildFacts = { origin, sitemapPaths: sitemapPaths() };
  const rendererDir = join(siteDir, '..', RENDERER_BUILD_DIR);
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, RENDERER_FACTS_FILE), JSON.stringify(facts) + '\n');
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
