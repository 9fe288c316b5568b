/**
 * CloudFront + S3, emulated: the same viewer-request function rewrites the path, then the file is served
 * with the production security headers. Works with node:http and node:http2's compat API. The bucket holds
 * two things, emulated as two folders: the build's files (the deployment) and, over them, what the news
 * renderer wrote after the deployment (`publishedDir`: post pages, the list, the sitemap).
 */
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { extname, join, normalize, sep } from 'node:path';
import { CACHE_CONTROL } from '../edge/cache-control';
import { securityHeaders, type ExtraSources } from '../edge/security-headers';
import { SPA_FALLBACK_PAGE, siteRouter } from '../edge/viewer-request';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  /** Absent for a 404 or a HEAD request. */
  file?: string;
  /** Changes when the file does (modification time and size), so a rebuild is never served stale. */
  fileVersion?: string;
}

export interface SiteRequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** CloudFront compresses text responses between 1,000 bytes and 10 MB for viewers that accept it. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1000;

function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export interface SiteResponseLike {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(data: string | Uint8Array): unknown;
}

/** A file of a folder, never outside it, if it is there. */
async function fileIn(root: string, uri: string): Promise<{ file: string; info: Stats } | undefined> {
  const file = normalize(join(root, uri));
  if (!file.startsWith(root + sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, info } : undefined;
}

/**
 * `extraSources`: the origins features add to the Content-Security-Policy, as the stack passes them.
 * `publishedDir`: the news renderer's files, served before the build's (the local stand-in for what it
 * writes into the site bucket).
 */
export function createSiteServer(siteDir: string, extraSources: ExtraSources = {}, publishedDir?: string) {
  const route = siteRouter(siteDir);
  const headers = securityHeaders(extraSources);
  const roots = publishedDir ? [publishedDir, siteDir] : [siteDir];

  async function findFile(uri: string) {
    for (const root of roots) {
      const found = await fileIn(root, uri);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * A file of the bucket as the distribution answers with it, with the Cache-Control the deployment stored
   * (hashed assets immutable, everything else revalidated); a HEAD request gets its headers only.
   */
  function fileResponse(
    status: number,
    method: string,
    { file, info }: { file: string; info: Stats },
  ): SiteResponse {
    const isAsset = file.includes(`${sep}assets${sep}`);
    return {
      status,
      file: method === 'HEAD' ? undefined : file,
      fileVersion: `${info.mtimeMs}:${info.size}`,
      headers: {
        ...headers,
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': String(info.size),
        'cache-control': isAsset ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate,
      },
    };
  }

  /**
   * The distribution's error response (infra/site-hosting.ts): a file the bucket does not have is answered
   * with the SPA fallback page, still as a 404, so an unpublished article's URL reaches the client router.
   */
  async function notFound(method: string): Promise<SiteResponse> {
    const fallback = await fileIn(siteDir, SPA_FALLBACK_PAGE);
    if (!fallback) return { status: 404, headers: { ...headers, 'content-type': 'text/plain' } };
    return fileResponse(404, method, fallback);
  }

  async function resolve(method: string, rawUrl: string): Promise<SiteResponse> {
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, headers: { ...headers, allow: 'GET, HEAD' } };
    }
    let pathname: string;
    let rawQuery: string;
    try {
      const url = new URL(rawUrl, 'http://site');
      pathname = decodeURIComponent(url.pathname);
      rawQuery = url.search.slice(1);
    } catch {
      return { status: 400, headers };
    }
    const target = route(pathname, rawQuery);
    if (target.kind === 'response')
      return { status: target.status, headers: { ...headers, ...target.headers } };
    const found = await findFile(target.uri);
    if (!found) return notFound(method);
    return fileResponse(200, method, found);
  }

  const compressed = new Map<string, Buffer>();

  async function serve(req: SiteRequestLike, res: SiteResponseLike) {
    const result = await resolve(req.method ?? 'GET', req.url ?? '/');
    if (!result.file) {
      res.writeHead(result.status, result.headers);
      res.end(result.status === 404 ? 'Not Found' : '');
      return;
    }
    let body: Buffer = await readFile(result.file);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const responseHeaders = { ...result.headers, vary: 'Accept-Encoding' };
    if (
      encoding &&
      body.length >= MIN_COMPRESS_BYTES &&
      COMPRESSIBLE.test(result.headers['content-type'] ?? '')
    ) {
      const key = `${encoding}:${result.file}:${result.fileVersion}`;
      const cached = compressed.get(key) ?? (encoding === 'br' ? brotliCompressSync(body) : gzipSync(body));
      compressed.set(key, cached);
      body = cached;
      Object.assign(responseHeaders, { 'content-encoding': encoding, 'content-length': String(body.length) });
    }
    res.writeHead(result.status, responseHeaders);
    res.end(body);
  }

  return { resolve, serve, headers };
}
