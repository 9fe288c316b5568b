import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_POLICY_MARK, inlineScriptHashes, pageScriptPolicy, withPageCsp } from './page-csp';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>' +
  '<link rel="modulepreload" href="/assets/a.js"/></head><body><h1>T</h1>' +
  '<script>window.__ctx = {"a":1};</script><script type="module" async="">import "/assets/a.js";</script>' +
  '<script src="/assets/b.js"></script><script>window.__ctx = {"a":1};</script><script></script></body></html>';

describe('the per-page script policy', () => {
  it('hashes each distinct inline script once, and not JSON-LD, external or empty scripts', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/a.js";')]);
  });

  it('allows the site’s own files and those hashes, never unsafe-inline or unsafe-eval', () => {
    const policy = pageScriptPolicy(inlineScriptHashes(PAGE));
    expect(policy).toBe(
      `script-src 'self' '${sha('window.__ctx = {"a":1};')}' '${sha('import "/assets/a.js";')}'`,
    );
    expect(policy).not.toMatch(/unsafe/);
  });

  it('puts the policy first in <head>, before any script or preload', () => {
    const page = withPageCsp(PAGE);
    expect(
      page.startsWith(`<!DOCTYPE html><html lang="en"><head>${PAGE_POLICY_MARK}script-src 'self' '`),
    ).toBe(true);
    expect(page.replace(/<meta http-equiv[^>]*>/, '')).toBe(PAGE);
  });

  it('replaces its earlier policy when applied again (a page rendered twice gets one, current meta)', () => {
    const once = withPageCsp(PAGE);
    expect(withPageCsp(once)).toBe(once);
    const changed = once.replaceAll('{"a":1}', '{"a":2}');
    const again = withPageCsp(changed);
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(again).toContain(sha('window.__ctx = {"a":2};'));
    expect(again).not.toContain(sha('window.__ctx = {"a":1};'));
  });

  it('refuses a page without <head>, which could not carry a policy before its scripts', () => {
    expect(() => withPageCsp('<p>fragment</p><script>x()</script>')).toThrow(/<head>/);
  });
});
