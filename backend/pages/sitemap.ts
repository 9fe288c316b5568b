/**
 * sitemap.xml from canonical paths: the build writes it (bin/finalize-site.ts) and the news renderer
 * rewrites it with the published posts added, so both produce the same document.
 */
import { escapeHtml as escapeXml } from '../contract/html-escape';
import { LOCALES, localizedPath } from '../contract/locale';

/**
 * A page whose translation is listed too names both, and English as the default, on each of the two entries
 * (reciprocal, absolute): what search engines read as the pair. A page without a listed translation names none.
 */
function alternates(path: string, listed: ReadonlySet<string>, origin: string): string[] {
  const pair = LOCALES.map((locale) => localizedPath(path, locale));
  if (!pair.every((candidate) => listed.has(candidate))) return [];
  const link = (hreflang: string, href: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`;
  return [
    ...LOCALES.map((locale) => link(locale, localizedPath(path, locale))),
    link('x-default', localizedPath(path, 'en')),
  ];
}

/** `origin` has no trailing slash; every path starts with one. */
export function sitemapXml(paths: string[], origin: string): string {
  const listed = new Set(paths);
  const urls = paths.map((path) => {
    const links = alternates(path, listed, origin);
    const loc = `<loc>${escapeXml(origin + path)}</loc>`;
    return links.length === 0
      ? `  <url>${loc}</url>`
      : ['  <url>', `    ${loc}`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
