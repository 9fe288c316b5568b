import { matchPath } from 'react-router';
import { localizedPath } from '#contract/locale';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_REQUESTS_STAFF_PATH,
  CLIENT_UPLOAD_PATH,
  clientRequestStaffLink,
  clientUploadLink,
} from '#contract/client-requests';
import { SIGNING_PATH, VERIFY_PATH, signingLink } from '#contract/letters';
import { paths, routePatterns } from './paths';
import { publicPages } from './public-paths';

describe('route paths', () => {
  it('links to one record land on the route pattern that serves it, with the id read back whole', () => {
    const id = 'lead 7/ä?';
    const idIn = (pattern: string, path: string) =>
      decodeURIComponent(matchPath(pattern, path)?.params.id ?? '');
    expect(idIn(routePatterns.consultation, paths.consultation(id))).toBe(id);
    expect(idIn(routePatterns.postEdit, paths.postEdit(id))).toBe(id);
    expect(idIn(routePatterns.clientRequest, paths.clientRequest(id))).toBe(id);
  });

  it('the links in the firm’s emails about a client request open its staff page', () => {
    expect(paths.clientRequests).toBe(CLIENT_REQUESTS_STAFF_PATH);
    expect(clientRequestStaffLink('https://firm.example', 'r 1')).toBe(
      `https://firm.example${paths.clientRequest('r 1')}`,
    );
  });

  it("a client's upload link opens the upload page with its token in the fragment, never in the path", () => {
    expect(paths.clientUpload).toBe(CLIENT_UPLOAD_PATH);
    const link = new URL(clientUploadLink('https://firm.example/', 'TOKEN_abc-123'));
    expect(link.pathname).toBe(paths.clientUpload);
    expect(link.search).toBe('');
    expect(link.hash).toBe('#TOKEN_abc-123');
  });

  it("a signer's link opens the signing page with its token in the fragment; the seal check is where the server says", () => {
    expect(paths.sign).toBe(SIGNING_PATH);
    expect(paths.verify).toBe(VERIFY_PATH);
    const link = new URL(signingLink('https://firm.example/', 'TOKEN_abc-123'));
    expect(link.pathname).toBe(paths.sign);
    expect(link.search).toBe('');
    expect(link.hash).toBe('#TOKEN_abc-123');
    expect(matchPath(routePatterns.signPage, '/sign/TOKEN_abc-123')?.params['*']).toBe('TOKEN_abc-123');
    expect(matchPath(routePatterns.signPage, paths.sign)?.params['*']).toBe('');
  });

  it('every public page, in either language, is served by a route of the table', () => {
    const patterns = [...Object.values(paths), ...Object.values(routePatterns)].flatMap((path) =>
      typeof path === 'string' ? [path] : [],
    );
    for (const page of publicPages()) {
      // The Spanish pages are the same table under /es/ (routes.ts).
      const english = localizedPath(page.path, 'en');
      const path = english === '/' ? '/' : english.replace(/\/+$/, '');
      expect(
        patterns.some((pattern) => matchPath(pattern, path)),
        page.path,
      ).toBe(true);
    }
  });
});
