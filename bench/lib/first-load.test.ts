/**
 * The size guard: fails when the home page's first load grows past its budget, when the sign-in page or a
 * screen behind it outgrows its budget, or when a public page starts loading the staff-only GraphQL client.
 * Reads the build that `npm test` makes before it runs Vitest.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderPaths } from '../../frontend/app/config/public-paths';
import { localeOfPath, localizedPath } from '../../backend/contract/locale';
import { paths } from '../../frontend/app/config/paths';
import { siteDirectory } from '../../backend/pages/site-build';
import { SIGN_IN_FLOW, budgets, sharedStaffChunksJsGzipBytes, signedInPaths } from './budgets';
import { sharedStaffChunks, staffScreenLoads } from './staff-screens';
import { AMPLIFY_MARKERS } from '../../backend/pages/purge-css';
import { clientRenderedFirstLoad, firstLoad, pageHtmlFile, staffFirstLoad } from './first-load';

const siteDir = siteDirectory(process.cwd());

describe('first-load budgets (size guard)', () => {
  it('has a site build to measure (npm test builds before the unit tests)', () => {
    expect(existsSync(siteDir), `no build at ${siteDir}: run npm run build`).toBe(true);
  });

  it('keeps the home page within its JavaScript and CSS budgets', () => {
    const home = firstLoad(siteDir, '/');
    expect(home.js.length).toBeGreaterThan(0);
    expect(home.jsGzipBytes).toBeLessThanOrEqual(budgets.homeFirstLoadJsCeilingGzipBytes);
    expect(home.css.length).toBeGreaterThan(0);
    expect(home.cssGzipBytes).toBeLessThanOrEqual(budgets.homeFirstLoadCssCeilingGzipBytes);
  });

  it('keeps the sign-in page (pre-rendered) within its budget, without aws-amplify', () => {
    expect(existsSync(pageHtmlFile(siteDir, paths.login))).toBe(true);
    const login = staffFirstLoad(siteDir, paths.login);
    expect(login?.js.length).toBeGreaterThan(0);
    expect(login?.jsGzipBytes).toBeLessThanOrEqual(budgets.loginFirstLoadJsGzipBytes);
    expect(login?.includesAmplify).toBe(false);
  });

  it.each([...SIGN_IN_FLOW].filter((path) => path !== paths.login))(
    'keeps %s (the sign-in flow) within the sign-in page budget',
    (path) => {
      const load = staffFirstLoad(siteDir, path) ?? clientRenderedFirstLoad(siteDir, path);
      expect(load?.js.length, `${path} has a first load to measure`).toBeGreaterThan(0);
      expect(load?.jsGzipBytes).toBeLessThanOrEqual(budgets.loginFirstLoadJsGzipBytes);
    },
  );

  it.each(signedInPaths())('keeps %s (behind the sign-in) within its budget', (path) => {
    const load = clientRenderedFirstLoad(siteDir, path);
    // A screen whose route is not built yet falls through to "not found"; it has nothing to measure.
    if (load) expect(load.jsGzipBytes).toBeLessThanOrEqual(budgets.signedInFirstLoadJsGzipBytes);
  });

  it('recognises the aws-amplify chunk that staff pages load on demand', () => {
    const assets = join(siteDir, 'assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks.some((file) => AMPLIFY_MARKERS.test(readFileSync(join(assets, file), 'utf8')))).toBe(true);
  });

  it.each(prerenderPaths().filter((route) => route.startsWith(paths.newsList.replace(/\/$/, ''))))(
    '%s (news) stays within its budget, whatever the size of the archive',
    (route) => {
      expect(firstLoad(siteDir, route).jsGzipBytes).toBeLessThanOrEqual(budgets.newsFirstLoadJsGzipBytes);
    },
  );

  it.each(prerenderPaths())('%s does not load aws-amplify', (route) => {
    expect(firstLoad(siteDir, route).includesAmplify).toBe(false);
  });
});

describe('first-load budgets per staff screen (size guard)', () => {
  const loads = existsSync(siteDir) ? staffScreenLoads(siteDir) : [];

  it.each(loads.map((screen) => [screen.name, screen] as const))(
    'keeps %s within its own budget',
    (name, screen) => {
      expect(
        screen.load.jsGzipBytes,
        `${name} (${screen.path}): ${screen.load.jsGzipBytes} B of JavaScript (gzip), budget ${screen.budget} B ` +
          `(staffScreenFirstLoadJsGzipBytes.${screen.key} in bench/lib/budgets.ts)`,
      ).toBeLessThanOrEqual(screen.budget);
    },
  );

  it('keeps the chunks every staff screen shares, beyond the public entry, within their ceiling', () => {
    const shared = sharedStaffChunks(loads, siteDir);
    expect(shared.js.length).toBeGreaterThan(0);
    expect(
      shared.gzipBytes,
      shared.js.map((file) => `${file.path} ${file.gzipBytes} B`).join('\n'),
    ).toBeLessThanOrEqual(sharedStaffChunksJsGzipBytes);
  });
});

describe('first-load budgets in two languages (size guard)', () => {
  const spanishRoutes = prerenderPaths().filter((route) => localeOfPath(route) === 'es');
  const scriptsOf = (route: string) =>
    firstLoad(siteDir, route)
      .js.map((file) => readFileSync(join(siteDir, file.path), 'utf8'))
      .join('\n');

  it('keeps the Spanish home page within the home page budgets', () => {
    const home = firstLoad(siteDir, '/es');
    expect(home.jsGzipBytes).toBeLessThanOrEqual(budgets.homeFirstLoadJsCeilingGzipBytes);
    expect(home.cssGzipBytes).toBeLessThanOrEqual(budgets.homeFirstLoadCssCeilingGzipBytes);
  });

  it.each(spanishRoutes)('%s loads no more than its English page, and none of its English words', (route) => {
    const english = localizedPath(route, 'en').replace(/(.)\/$/, '$1');
    const spanishLoad = firstLoad(siteDir, route);
    // Spanish takes more words than English for the same text: up to 3 KB more (gzip) of its own words
    // (2.7 KB on a practice area, measured on 2026-11-29).
    expect(spanishLoad.jsGzipBytes).toBeLessThanOrEqual(firstLoad(siteDir, english).jsGzipBytes + 3 * 1024);
    expect(spanishLoad.cssGzipBytes).toBeLessThanOrEqual(firstLoad(siteDir, english).cssGzipBytes);
    expect(scriptsOf(route)).not.toContain('Skip to main content');
  });

  it('loads none of the Spanish words on an English page', () => {
    for (const route of ['/', '/attorneys/eleanor-brandt', '/contact', '/results']) {
      expect(scriptsOf(route), route).not.toContain('Saltar al contenido principal');
      expect(scriptsOf(route), route).not.toContain('Socia fundadora');
    }
  });
});
