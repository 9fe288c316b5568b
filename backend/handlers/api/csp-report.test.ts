import { describe, expect, it } from 'vitest';
import { captureLogLines } from '../../testing/log-lines';
import { CSP_REPORT_PATH } from '../../edge/security-headers';
import { useTestStack } from '../../testing/use-test-stack';
import { violationsIn } from './csp-report';

describe('violationsIn', () => {
  it('reads report-uri reports and cuts URLs before the query (reset links carry a token)', () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://www.brandtokafor.example/reset-password?token=secret-token#top',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        disposition: 'enforce',
        'script-sample': 'alert(document.cookie)',
      },
    };
    expect(violationsIn(report)).toEqual([
      {
        document: 'https://www.brandtokafor.example/reset-password',
        directive: 'script-src-elem',
        blocked: 'inline',
        disposition: 'enforce',
      },
    ]);
  });

  it("logs no token of the site's secret links, from the document, the blocked URL or the referrer", () => {
    const token = 'c2VjcmV0LXRva2VuLW9mLTQzLWNoYXJhY3RlcnMtbG9uZw';
    const site = 'https://www.brandtokafor.example';
    const logged = violationsIn([
      {
        type: 'csp-violation',
        body: {
          documentURL: `${site}/upload#${token}`,
          blockedURL: `${site}/api/calendar/${token}`,
          referrer: `${site}/upload/${token}`,
          effectiveDirective: 'connect-src',
        },
      },
      {
        type: 'csp-violation',
        body: {
          documentURL: `${site}/upload/${token}`,
          blockedURL: 'inline',
          referrer: `${site}/upload#${token}`,
        },
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain(token);
    expect(logged.map((violation) => [violation.document, violation.blocked])).toEqual([
      [`${site}/upload`, `${site}/api/calendar/:token`],
      [`${site}/upload/:token`, 'inline'],
    ]);
  });

  it('reads Reporting API batches, keeps only CSP violations, trims long values, and caps the count', () => {
    const violation = {
      type: 'csp-violation',
      body: {
        documentURL: 'https://www.brandtokafor.example/',
        effectiveDirective: 'x'.repeat(5000),
        blockedURL: 'https://evil.example/a.js?k=v',
      },
    };
    const logged = violationsIn([{ type: 'deprecation', body: {} }, ...Array(30).fill(violation)]);
    expect(logged).toHaveLength(10);
    expect(logged[0]).toEqual({
      document: 'https://www.brandtokafor.example/',
      directive: 'x'.repeat(200),
      blocked: 'https://evil.example/a.js',
      disposition: undefined,
    });
  });
});

describe(`POST ${CSP_REPORT_PATH}`, () => {
  const stack = useTestStack();

  it('answers 204 and logs one trimmed line per report', async () => {
    const log = captureLogLines();
    try {
      const response = await fetch(`${stack.url}${CSP_REPORT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': { 'document-uri': `${stack.url}/reset-password?token=abc`, 'blocked-uri': 'eval' },
        }),
      });
      expect(response.status).toBe(204);
      const lines = log.lines.filter((line) => line.message === 'csp-violation');
      expect(lines).toEqual([
        expect.objectContaining({ level: 'WARN', document: `${stack.url}/reset-password`, blocked: 'eval' }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('token=abc');
    } finally {
      log.restore();
    }
  });
});
