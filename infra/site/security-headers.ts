/**
 * The response headers every page carries, defined once: the CloudFront response headers policy and the
 * local server both use these values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by bin/finalize-site.ts: the hashes of every inline script the pre-rendered pages contain. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

export function readScriptHashes(siteDir: string): string[] {
  return JSON.parse(readFileSync(join(siteDir, '..', SCRIPT_HASHES_FILE), 'utf8')) as string[];
}

/**
 * Scripts only from the site itself or inline scripts whose exact hash the build recorded (React Router's
 * hydration data). No 'unsafe-inline' and no 'unsafe-eval' for scripts: tokens live in localStorage, so
 * an injected script must never run. Inline style attributes are allowed (react-bootstrap sets them).
 */
export interface CspOptions {
  /**
   * The documents bucket's origin (s3rver locally, the bucket's regional endpoint in AWS): the File
   * Manager uploads to it (connect-src), previews images (img-src) and PDFs (frame-src) from it, and
   * fetches text previews (connect-src). Nothing broader.
   */
  documentsOrigin?: string;
}

export function contentSecurityPolicy(scriptHashes: string[], options: CspOptions = {}): string {
  const documents = options.documentsOrigin ? ` ${options.documentsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${documents}`,
    "font-src 'self'",
    `connect-src 'self'${documents}`,
    ...(documents ? [`frame-src 'self'${documents}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** CloudFront's limit on the Content-Security-Policy value of a response headers policy. */
export const CSP_MAX_LENGTH = 1783;

export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

export function securityHeaders(scriptHashes: string[], options: CspOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes, options),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
