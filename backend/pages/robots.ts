/**
 * robots.txt: every staff path disallowed, the rest allowed, and where the sitemap is. The build step
 * (bin/finalize-site.ts) passes the paths from the frontend's route configuration.
 *
 * A Disallow rule is a prefix, so a staff path that begins a public path ("/message" and "/message-reply")
 * is anchored with "$" to keep the public page crawlable.
 */
export function robotsTxt(origin: string, publicPaths: string[], staffPaths: readonly string[]): string {
  const rule = (path: string) =>
    publicPaths.some((publicPath) => publicPath !== path && publicPath.startsWith(path)) ? `${path}$` : path;
  return [
    'User-agent: *',
    ...staffPaths.map((path) => `Disallow: ${rule(path)}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
