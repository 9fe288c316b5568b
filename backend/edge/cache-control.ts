/**
 * How long the site's files are kept, one value per kind of file for both runtimes: the CDK deployment
 * stores them as each object's Cache-Control and the local server sends the same.
 */
export const CACHE_CONTROL = {
  /** Hashed build assets never change under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and other unhashed files: CloudFront caches them (invalidated on deploy), browsers revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const;
