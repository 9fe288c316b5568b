import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../../backend/edge/cache-control';
import { cacheControlFor, precompress, startStaticSite } from './static-server';

const dirs: string[] = [];

/** One HTTP/2 GET (the server's certificate is self-signed): the status, headers and body length. */
function get(origin: string, path: string, acceptEncoding = 'br, gzip') {
  return new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': acceptEncoding });
    let headers: Record<string, unknown> = {};
    let bytes = 0;
    request.on('response', (received) => (headers = received));
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      session.close();
      resolve({ headers, bytes });
    });
    request.on('error', reject);
    request.end();
  });
}
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

  it('serves a build over HTTP/2 as S3 + CloudFront would: index.html for a folder, compressed, with its cache header', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-static-test-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'contact'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'contact', 'index.html'), '<p>contact</p>'.repeat(100));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'let a = 1;'.repeat(200));
    const site = await startStaticSite(dir);
    try {
      const page = await get(site.url, '/contact');
      expect(page.headers).toMatchObject({
        ':status': 200,
        'content-type': 'text/html;charset=utf-8',
        'content-encoding': 'br',
        'cache-control': CACHE_CONTROL.revalidate,
      });
      expect(page.bytes).toBeLessThan(1400);
      expect((await get(site.url, '/contact/', 'gzip')).headers['content-encoding']).toBe('gzip');
      expect((await get(site.url, '/assets/app-abc123.js')).headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': CACHE_CONTROL.immutable,
      });
      expect((await get(site.url, '/missing')).headers[':status']).toBe(404);
    } finally {
      site.close();
    }
  });
});
