/**
 * The response headers every page and API answer carries, defined once: the CloudFront response headers
 * policy (infra/site-hosting.ts) and the local server both send exactly these.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSP_REPORT_ROUTE } from '../../backend/handlers/api/routes';

/** Written by bin/finalize-site.ts: the hashes of every inline script the pre-rendered pages contain. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

export function readScriptHashes(siteDir: string): string[] {
  return JSON.parse(readFileSync(join(siteDir, '..', SCRIPT_HASHES_FILE), 'utf8')) as string[];
}

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
 * Scripts only from the site itself or inline scripts whose exact hash the build recorded (React Router's
 * hydration data). No 'unsafe-inline' and no 'unsafe-eval' for scripts: tokens live in localStorage, so
 * an injected script must never run. Inline style attributes are allowed (react-bootstrap sets them).
 * Violations are reported (report-uri for older browsers, report-to for current ones).
 */
export function contentSecurityPolicy(scriptHashes: string[], extra: ExtraSources = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    withExtra('img-src', "'self' data:", extra),
    "font-src 'self'",
    withExtra('connect-src', "'self'", extra),
    `frame-src ${extra['frame-src']?.length ? extra['frame-src'].join(' ') : "'none'"}`,
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

export function securityHeaders(scriptHashes: string[], extra: ExtraSources = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes, extra),
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
