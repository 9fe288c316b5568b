import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertUnfinished, finalizeSite } from './finalize-site';

const PAGE = '<!doctype html><html><head><title>Home</title></head><body><script>go()</script></body></html>';

describe('finishing a built site', () => {
  it('finishes a fresh build once, then refuses to finish it again', () => {
    const root = mkdtempSync(join(tmpdir(), 'bo-finalize-'));
    const siteDir = join(root, 'client');
    mkdirSync(siteDir);
    writeFileSync(join(siteDir, 'index.html'), PAGE);
    expect(() => assertUnfinished(siteDir)).not.toThrow();
    finalizeSite(siteDir, {
      origin: 'https://www.firm.test',
      prerenderPaths: ['/'],
      sitemapPaths: ['/'],
      staffPaths: [],
    });
    expect(readFileSync(join(siteDir, 'index.html'), 'utf8')).toContain('Content-Security-Policy');
    expect(() => assertUnfinished(siteDir)).toThrow(/already finished/);
  });
});
