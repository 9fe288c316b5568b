/**
 * A URL as it may be logged: no query and no fragment (a reset link's token is in its query, an upload
 * link's in its fragment), and no secret path segment (a calendar feed's token, or an upload link made
 * before its token moved into the fragment), which becomes `:token`.
 */
import { CALENDAR_FEED_ROUTE_PATH } from '../../contract/calendar-feed';
import { CLIENT_UPLOAD_PATH } from '../../contract/client-requests';

/** The paths whose next segment is a secret, from the routes that take one. */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  CALENDAR_FEED_ROUTE_PATH.replace('{token}', ''),
  `${CLIENT_UPLOAD_PATH}/`,
];

/** An absolute URL's origin, then the rest; a relative URL or a keyword ("inline", "eval") is all rest. */
const ORIGIN_AND_REST = /^((?:[a-z][a-z\d+.-]*:)?\/\/[^/?#]*)?(.*)$/is;

export function loggedUrl(url: string): string {
  const [, origin = '', rest = ''] = ORIGIN_AND_REST.exec(url) ?? [];
  const path = rest.split(/[?#]/)[0]!;
  const prefix = SECRET_PATH_PREFIXES.find((secretPath) => path.startsWith(secretPath));
  return `${origin}${prefix ? `${prefix}:token` : path}`;
}
