/**
 * Only the site's own pages may call the APIs from a browser: any other page could otherwise make each of
 * its visitors' browsers submit the form (one network per visitor, past every per-network limit). Browsers
 * say where a call comes from: `Origin` on every POST, and `Sec-Fetch-Site`. A call that names another
 * origin, or that the browser marks cross-site or same-site (another subdomain), is refused before any work;
 * a call with neither header is no browser's and meets the other limits instead.
 */
import { FIRM_IDENTITY } from '../../contract/firm';
import { UserFacingError } from '../errors';

export const FOREIGN_ORIGIN_MESSAGE =
  `This service answers only the ${FIRM_IDENTITY.name} website. ` +
  'Please use the form on our site, or call us at ' +
  `${FIRM_IDENTITY.phoneDisplay}.`;

/** What the browser's Sec-Fetch-Site may say for a call from the site's own page. */
const OWN_SITE = new Set(['same-origin', 'none']);

function header(headers: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key]?.trim();
}

/**
 * Whether a call with these headers came from a browser showing a page of another origin. The site's
 * address is read only when the call names an origin (a call from no browser needs no configuration).
 */
export function isForeignBrowserCall(
  headers: Readonly<Record<string, string | undefined>> | null | undefined,
  siteUrl: () => string,
): boolean {
  if (!headers) return false;
  const origin = header(headers, 'origin');
  if (origin && origin !== new URL(siteUrl()).origin) return true;
  const fetchSite = header(headers, 'sec-fetch-site')?.toLowerCase();
  return fetchSite !== undefined && fetchSite !== '' && !OWN_SITE.has(fetchSite);
}

/** Throws the message above for a foreign browser call. */
export function refuseForeignBrowserCall(
  headers: Readonly<Record<string, string | undefined>> | null | undefined,
  siteUrl: () => string,
): void {
  if (isForeignBrowserCall(headers, siteUrl)) throw new UserFacingError(FOREIGN_ORIGIN_MESSAGE, 'Forbidden');
}
