import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../backend/edge/cache-control';
import { cacheControlFor, precompress } from './static-server';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the plain static server (S3 + CloudFront stand-in)', () => {
  it('compresses text files of 1,000 bytes or more, as CloudFront does, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-static-test-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<p>x</p>'.repeat(200));
    writeFileSync(join(dir, 'assets', 'a.js'), 'let a = 1;'.repeat(200));
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(5000));
    expect(precompress(dir)).toBe(2);
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual([
      'assets',
      'assets/a.js',
      'assets/a.js.br',
      'assets/a.js.gz',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'logo.png',
      'small.css',
    ]);
  });

  it('sends the Cache-Control the deployment stores: hashed assets immutable, pages revalidated', () => {
    expect(cacheControlFor('/assets/entry.client-abc123.js')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('/contact')).toBe(CACHE_CONTROL.revalidate);
    expect(cacheControlFor('/index.html')).toBe(CACHE_CONTROL.revalidate);
  });
});
