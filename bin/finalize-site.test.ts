/**
 * Every HTML page the build serves carries its own script policy: a Content-Security-Policy meta as the first
 * element of <head>, listing exactly the hashes of that page's inline scripts (JSON-LD excluded). Reads the
 * build with a real HTML parser, independently of the code that wrote the meta.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from '../frontend/app/config/public-paths';
import { siteDirectory } from '../backend/pages/site-build';
import { sitePages } from '../backend/pages/finalize-site';

const siteDir = siteDirectory(process.cwd());
const pages = existsSync(siteDir) ? sitePages(siteDir) : [];

/** An element as htmlparser2's DOM gives it (its types come from a dependency of htmlparser2). */
type Element = ReturnType<typeof DomUtils.findAll>[number];

const isPolicyMeta = (element: Element) =>
  element.name === 'meta' && element.attribs['http-equiv']?.toLowerCase() === 'content-security-policy';

function pagePolicy(html: string) {
  const document = parseDocument(html);
  const head = DomUtils.findOne((element) => element.name === 'head', document.children);
  const firstInHead = head?.children.find(DomUtils.isTag);
  const inlineScripts = DomUtils.findAll(
    (element) =>
      element.name === 'script' &&
      element.attribs.src === undefined &&
      element.attribs.type !== 'application/ld+json' &&
      DomUtils.textContent(element).length > 0,
    document.children,
  );
  const hashes = inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(DomUtils.textContent(script)).digest('base64')}'`,
  );
  return {
    first: firstInHead,
    policies: DomUtils.findAll(isPolicyMeta, document.children).map((meta) => meta.attribs.content ?? ''),
    hashes: [...new Set(hashes)].sort(),
  };
}

describe('per-page script policy', () => {
  it('covers every pre-rendered page and the SPA fallback', () => {
    expect(pages, `no build at ${siteDir}: run npm run build`).toContain('__spa-fallback.html');
    expect(pages.length).toBeGreaterThanOrEqual(prerenderPaths().length + 1);
  });

  it.each(pages)('%s: the policy comes first in <head> and lists exactly its inline scripts', (page) => {
    const { first, policies, hashes } = pagePolicy(readFileSync(join(siteDir, page), 'utf8'));
    expect(first && isPolicyMeta(first)).toBe(true);
    expect(policies).toHaveLength(1);
    const [directive, self, ...sources] = policies[0]!.split(' ');
    expect([directive, self]).toEqual(['script-src', "'self'"]);
    expect([...sources].sort()).toEqual(hashes);
    expect(hashes.length).toBeGreaterThan(0);
  });
});
