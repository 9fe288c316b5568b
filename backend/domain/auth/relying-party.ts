/**
 * The WebAuthn relying party of a deployment: the site's host name as RP ID and its origin as the only one a
 * ceremony may come from. In AWS that is the site's domain (what CloudFront serves, whatever the Lambda sees);
 * locally http://localhost:<port>, which browsers treat as a secure context.
 */
export function relyingPartyOf(siteUrl: string): { id: string; origins: string[] } {
  const url = new URL(siteUrl);
  return { id: url.hostname, origins: [url.origin] };
}
