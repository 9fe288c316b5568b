/**
 * How long the site's files are kept, one value per kind of file for both runtimes: the CDK deployment
 * stores them as each object's Cache-Control and the local server sends the same.
 */
export const CACHE_CONTROL = {
  /** Hashed build assets never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * Pages and other unhashed files: browsers revalidate on every visit (max-age=0), CloudFront keeps them a
   * day (s-maxage) so a page view does not reach S3. Every deployment invalidates the whole site and every
   * news render the paths it wrote, so the day only bounds how long a lost invalidation could serve a page.
   */
  revalidate: 'public, max-age=0, s-maxage=86400, must-revalidate',
} as const;
