/**
 * Every public route that is pre-rendered to static HTML. The sitemap and the build read this list;
 * the CloudFront Function learns the same list from the build output.
 */
export function prerenderPaths(): string[] {
  return ['/'];
}
