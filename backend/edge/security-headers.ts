/**
 * The response headers every page and API answer carries, defined once: the CloudFront response headers
 * policy (infra/site-hosting.ts) and the local server both send exactly these.
 */
import { CSP_REPORT_ROUTE } from '../handlers/api/routes';

/**
 * Where browsers send Content-Security-Policy violation reports: a route of the same-origin HTTP API
 * (backend/handlers/api/csp-report.ts), which logs a trimmed copy.
 */
export const CSP_REPORT_PATH = CSP_REPORT_ROUTE.path;
/** The Reporting-Endpoints name the policy's `report-to` refers to. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/**
 * Origins beyond the site's own that a feature needs, by directive: e.g. the documents bucket's origin for
 * presigned uploads (connect-src), previews (img-src, frame-src). This is the one place a feature adds
 * one; the stack and the local server pass the same configuration (the bucket's origin, never `*`).
 */
export type ExtraSources = Partial<Record<'connect-src' | 'img-src' | 'frame-src', readonly string[]>>;

/**
 * The documents bucket's origin (s3rver locally, the bucket's regional endpoint in AWS): the File Manager
 * uploads to it and fetches text previews (connect-src), previews images (img-src) and PDFs (frame-src).
 */
export const documentsSources = (origin: string): ExtraSources => ({
  'connect-src': [origin],
  'img-src': [origin],
  'frame-src': [origin],
});

const withExtra = (directive: keyof ExtraSources, base: string, extra: ExtraSources) =>
  [directive, base, ...(extra[directive] ?? [])].join(' ');

/**
 * Every directive but the scripts' sources, which each page carries itself (page-csp.ts: a `<meta>` policy
 * with its own inline-script hashes). Policies intersect, so this one names no default-src and no script-src
 * (either would block those scripts) and instead lists every other fetch directive; `script-src-attr 'none'`
 * forbids inline event handlers everywhere. Inline style attributes are allowed (react-bootstrap sets
 * them). What a meta policy cannot do stays here: frame-ancestors and violation reports (report-uri for
 * older browsers, report-to for current ones).
 */
export function contentSecurityPolicy(extra: ExtraSources = {}): string {
  const frames = extra['frame-src']?.length ? extra['frame-src'].join(' ') : "'none'";
  return [
    "script-src-attr 'none'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    withExtra('img-src', "'self' data:", extra),
    "font-src 'self'",
    withExtra('connect-src', "'self'", extra),
    `frame-src ${frames}`,
    `child-src ${frames}`,
    // The form's bot check computes in a worker the site serves (features/consultation/bot-check-widget.ts).
    "worker-src 'self'",
    "media-src 'none'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_ENDPOINT}`,
  ].join('; ');
}

/** CloudFront's limit on the Content-Security-Policy value of a response headers policy. */
export const CSP_MAX_LENGTH = 1783;

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Powerful browser features the site never uses, switched off for the page and anything it embeds. */
export const DISABLED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export function securityHeaders(extra: ExtraSources = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(extra),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // No other site's window keeps a handle on ours (the staff area holds tokens).
    'cross-origin-opener-policy': 'same-origin',
    // No other site may embed our responses (pages, API answers, images) in theirs.
    'cross-origin-resource-policy': 'same-origin',
    'reporting-endpoints': `${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`,
  };
}
