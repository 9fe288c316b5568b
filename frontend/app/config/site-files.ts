import { STAFF_PATHS } from './paths';
import { absoluteUrl } from './site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(paths: string[], origin: string): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path, origin))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * A Disallow rule is a prefix, so a staff path that begins a public path ("/message" and "/message-reply")
 * is anchored with "$" to keep the public page crawlable.
 */
export function robotsTxt(origin: string, publicPaths: string[]): string {
  const rule = (path: string) =>
    publicPaths.some((publicPath) => publicPath !== path && publicPath.startsWith(path)) ? `${path}$` : path;
  return [
    'User-agent: *',
    ...STAFF_PATHS.map((path) => `Disallow: ${rule(path)}`),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
