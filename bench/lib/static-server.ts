/**
 * A plain static HTTP/2 server, the stand-in for S3 + CloudFront with no product code in the request path:
 * the build's files as they are (sirv), `index.html` for a directory, Brotli or gzip when the browser accepts
 * it, and the Cache-Control the deployment stores on each object (hashed assets immutable, everything else
 * revalidated; the values are read from backend/edge/cache-control.ts, not its code). No rewrite rules, no
 * security headers, no per-request work beyond finding the file.
 *
 * CloudFront compresses text files between 1,000 bytes and 10 MB on the fly; here every such file of a copy
 * of the build is compressed once before the server starts (Node's zlib defaults, as the site server does),
 * and sirv serves the `.br` / `.gz` beside the file.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Http2SecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { CACHE_CONTROL } from '../../backend/edge/cache-control';
import { startHttp2 } from './https-server';

const COMPRESSED_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const MIN_COMPRESS_BYTES = 1000;

/** Writes `<file>.br` and `<file>.gz` beside every text file of `dir` that CloudFront would compress. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSED_EXTENSIONS.has(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
    count += 1;
  }
  return count;
}

/** Hashed build assets live under /assets/ (React Router's Vite build). */
export const cacheControlFor = (pathname: string) =>
  pathname.startsWith('/assets/') ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;

export async function startStaticSite(
  siteDir: string,
): Promise<{ url: string; server: Http2SecureServer; close: () => void }> {
  const copy = mkdtempSync(join(tmpdir(), 'bo-bench-static-'));
  cpSync(siteDir, copy, { recursive: true });
  precompress(copy);
  const serve = sirv(copy, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
  const { url, server } = await startHttp2((req, res) => serve(req as never, res as never));
  const close = () => {
    server.close();
    rmSync(copy, { recursive: true, force: true });
  };
  return { url, server, close };
}
