import { describe, expect, it } from 'vitest';
import {
  CSP_MAX_LENGTH,
  CSP_REPORT_ENDPOINT,
  CSP_REPORT_PATH,
  contentSecurityPolicy,
  securityHeaders,
} from './security-headers';

/** CSP Level 3's fetch directives other than the scripts' (default-src, script-src, script-src-elem). */
const FETCH_DIRECTIVES = [
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'style-src',
  'worker-src',
];

/** The longest origin a feature would add: a 63-character bucket name in a long region's S3 endpoint. */
const LONG_BUCKET_ORIGIN = `https://${'b'.repeat(63)}.s3.ap-southeast-4.amazonaws.com`;

describe('the security headers', () => {
  const headers = securityHeaders();

  it('switch off powerful features and isolate the site from other origins', () => {
    expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['permissions-policy']).toContain(`${feature}=()`);
    }
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('send CSP violations to the report endpoint, in both reporting formats', () => {
    const csp = headers['content-security-policy']!;
    expect(csp).toContain(`report-uri ${CSP_REPORT_PATH}`);
    expect(csp).toContain(`report-to ${CSP_REPORT_ENDPOINT}`);
    expect(headers['reporting-endpoints']).toBe(`${CSP_REPORT_ENDPOINT}="${CSP_REPORT_PATH}"`);
  });

  it('add a feature’s origin only to the directives it names, never a wildcard', () => {
    const csp = contentSecurityPolicy({
      'connect-src': [LONG_BUCKET_ORIGIN],
      'frame-src': [LONG_BUCKET_ORIGIN],
    });
    expect(csp).toContain(`connect-src 'self' ${LONG_BUCKET_ORIGIN}`);
    expect(csp).toContain(`frame-src ${LONG_BUCKET_ORIGIN}`);
    expect(csp).toContain("img-src 'self' data:;");
    expect(contentSecurityPolicy()).toContain("frame-src 'none'");
    expect(csp).not.toContain('*');
  });

  it('leave scripts to each page’s own policy: no default-src or script-src, no inline handlers', () => {
    const directives = new Map(
      headers['content-security-policy']!.split('; ').map((entry) => {
        const [name = '', ...sources] = entry.split(' ');
        return [name, sources.join(' ')] as const;
      }),
    );
    // Policies intersect: either of these in the header would block the inline scripts each page allows.
    for (const name of ['default-src', 'script-src', 'script-src-elem'])
      expect(directives.has(name)).toBe(false);
    expect(directives.get('script-src-attr')).toBe("'none'");
    // Without default-src, every other fetch directive must be named, or it would allow anything.
    for (const name of FETCH_DIRECTIVES) expect(directives.has(name), name).toBe(true);
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
  });

  it('fit CloudFront’s 1,783-character policy with a bucket origin in three directives', () => {
    const origin = [LONG_BUCKET_ORIGIN];
    const csp = contentSecurityPolicy({
      'connect-src': origin,
      'img-src': origin,
      'frame-src': origin,
    });
    expect(csp.length).toBeLessThanOrEqual(CSP_MAX_LENGTH);
  });
});
