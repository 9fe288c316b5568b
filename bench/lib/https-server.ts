/**
 * Serves a site build over HTTP/2 with TLS, as CloudFront does, using the local server's rewrite rules,
 * headers and compression (`startHttp2Site`); `startHttp2` serves any handler the same way (the plain static
 * server of static-server.ts). The certificate is self-signed, made with openssl at run time.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteServer } from '../../backend/local/static-site';

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

export type Http2Handler = (req: Http2ServerRequest, res: Http2ServerResponse) => void;

/** An HTTP/2 server with TLS on a free loopback port, answering with `handler`. */
export async function startHttp2(handler: Http2Handler): Promise<{ url: string; server: Http2SecureServer }> {
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `https://localhost:${(server.address() as AddressInfo).port}`, server };
}

/** The product's site server (backend/local/static-site.ts): the production rewrite rules and headers. */
export function startHttp2Site(siteDir: string): Promise<{ url: string; server: Http2SecureServer }> {
  const site = createSiteServer(siteDir);
  return startHttp2((req, res) => {
    site.serve(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
}
