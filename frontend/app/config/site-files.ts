import { STAFF_PATHS } from './paths';
import { absoluteUrl } from './site';

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
