/**
 * CloudFront + S3, emulated: the same viewer-request function rewrites the path, then the file is served
 * from the build with the production security headers. Works with node:http and node:http2's compat API.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { readScriptHashes, securityHeaders } from '../../infra/site/security-headers';
import { siteRewriter } from '../../infra/site/viewer-request';

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
}

export interface SiteRequestLike {
  method?: string;
  url?: string;
}

export interface SiteResponseLike {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: string): unknown;
}

export function createSiteServer(siteDir: string) {
  const rewrite = siteRewriter(siteDir);
  const headers = securityHeaders(readScriptHashes(siteDir));

  async function resolve(method: string, rawUrl: string): Promise<SiteResponse> {
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, headers: { ...headers, allow: 'GET, HEAD' } };
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(rawUrl, 'http://site').pathname);
    } catch {
      return { status: 400, headers };
    }
    const file = normalize(join(siteDir, rewrite(pathname)));
    if (!file.startsWith(siteDir + sep)) return { status: 404, headers };
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return { status: 404, headers: { ...headers, 'content-type': 'text/plain' } };
    const cacheControl = file.includes(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate';
    return {
      status: 200,
      file: method === 'HEAD' ? undefined : file,
      headers: {
        ...headers,
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': String(info.size),
        'cache-control': cacheControl,
      },
    };
  }

  async function serve(req: SiteRequestLike, res: SiteResponseLike & NodeJS.WritableStream): Promise<void> {
    const result = await resolve(req.method ?? 'GET', req.url ?? '/');
    res.writeHead(result.status, result.headers);
    if (result.file) createReadStream(result.file).pipe(res);
    else res.end(result.status === 404 ? 'Not Found' : undefined);
  }

  return { resolve, serve, headers };
}
