/**
 * sitemap.xml from canonical paths: the build writes it (bin/finalize-site.ts) and the news renderer
 * rewrites it with the published posts added, so both produce the same document.
 */
import { escapeHtml as escapeXml } from '../contract/html-escape';

/** `origin` has no trailing slash; every path starts with one. */
export function sitemapXml(paths: string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
