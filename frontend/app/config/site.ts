import { firm } from '../content/firm';

/**
 * The public site's origin (canonical links, Open Graph URLs, JSON-LD, sitemap), read in this one place.
 * VITE_SITE_URL overrides the sample identity's default at build time; the value never ends with a slash.
 */
export function resolveSiteUrl(configured: string | undefined): string {
  const origin = configured && configured.trim() !== '' ? configured.trim() : firm.defaultSiteUrl;
  return origin.replace(/\/+$/, '');
}

// import.meta.env is undefined when Node runs this module directly (bin/finalize-site.ts passes its own value).
export const siteUrl: string = resolveSiteUrl(import.meta.env?.VITE_SITE_URL);

/** The absolute URL of a site path such as "/about" or "/news-media/". */
export const absoluteUrl = (path: string, origin: string = siteUrl): string => origin + path;
