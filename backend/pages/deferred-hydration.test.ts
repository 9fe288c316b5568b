import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFERRED_HYDRATION_MARK,
  FIRST_SCREEN_PAINTED,
  hydrationModules,
  withDeferredHydration,
} from './deferred-hydration';
import { fakeBrowser } from '../testing/fake-browser';
import { finishedPage } from './finished-page';
import { inlineScriptHashes } from './page-csp';

// The shape React Router 7 writes into every pre-rendered page (trimmed to three modules).
const HYDRATION = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};

import("/assets/entry.client-4.js");`;

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/>' +
  '<link rel="modulepreload" href="/assets/react-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/>' +
  '<link rel="modulepreload" href="/assets/home-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  `<body><h1>T</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${HYDRATION}</script></body></html>`;

const moduleScript = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('hydration after the first paint', () => {
  const deferred = withDeferredHydration(PAGE);
  const script = moduleScript(deferred);

  it('leaves no module preload or static import in the HTML, so no script is requested before the paint', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('waits until the first screen is painted, then preloads every module the page named', () => {
    expect(script.indexOf(FIRST_SCREEN_PAINTED)).toBeGreaterThan(0);
    const wait = script.indexOf(FIRST_SCREEN_PAINTED) + FIRST_SCREEN_PAINTED.length;
    const preloads = script.indexOf("link.rel = 'modulepreload'");
    expect(preloads).toBeGreaterThan(wait);
    for (const url of ['manifest-1', 'entry.client-4', 'react-5', 'root-2', 'home-3']) {
      expect(script.slice(wait)).toContain(`"/assets/${url}.js"`);
    }
  });

  it('evaluates the modules before the entry, then sets the route modules and imports the entry, as React Router did', () => {
    const lines = script.split('\n');
    expect(lines[0]).toBe(DEFERRED_HYDRATION_MARK);
    expect(lines.at(-2)).toBe(
      'window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};',
    );
    expect(lines.at(-1)).toBe('import("/assets/entry.client-4.js");');
    expect(script).toContain(
      'const [route0,route1] = await Promise.all([import("/assets/root-2.js"),import("/assets/home-3.js")]);',
    );
    const evaluated = /for \(const url of \[([^\]]*)\]\)/.exec(script)?.[1];
    expect(evaluated?.split(',')).toEqual([
      '"/assets/home-3.js"',
      '"/assets/root-2.js"',
      '"/assets/react-5.js"',
      '"/assets/manifest-1.js"',
    ]);
  });

  it('loads the same modules as before the rewrite', () => {
    expect(hydrationModules(deferred).sort()).toEqual(hydrationModules(PAGE).sort());
    expect(hydrationModules(PAGE)).toHaveLength(5);
  });

  it('changes nothing the second time, and nothing on a page with no hydration script', () => {
    expect(withDeferredHydration(deferred)).toBe(deferred);
    const still = '<!DOCTYPE html><html><head></head><body><p>static</p></body></html>';
    expect(withDeferredHydration(still)).toBe(still);
  });

  it('refuses a hydration script of a shape it does not know, instead of guessing', () => {
    const unknown = PAGE.replace('import("/assets/entry.client-4.js");', 'startApp();');
    expect(() => withDeferredHydration(unknown)).toThrow(/deferred-hydration\.ts must learn its new shape/);
  });

  it('is what the page’s script policy hashes, so the rewritten script is allowed to run', () => {
    const finished = finishedPage(PAGE);
    const hash = `sha256-${createHash('sha256').update(moduleScript(finished)).digest('base64')}`;
    expect(inlineScriptHashes(finished)).toContain(hash);
    expect(finished).toContain(`'${hash}'`);
  });
});

describe('the first screen painted, before any script is requested', () => {
  /** Starts the wait in a fake browser; `done()` says whether it has finished by now. */
  function waiting(
    opened: 'visible' | 'hidden' = 'visible',
    before: (browser: ReturnType<typeof fakeBrowser>) => void = () => {},
  ) {
    const browser = fakeBrowser(opened);
    before(browser);
    let finished = false;
    void browser.run(FIRST_SCREEN_PAINTED).then(() => {
      finished = true;
    });
    const done = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return finished;
    };
    return { browser, done };
  }

  it('waits for the whole document to be parsed and a frame rendered after the first paint', async () => {
    const { browser, done } = waiting();
    browser.paint('first-paint');
    browser.paint('first-contentful-paint'); // the header, painted from the first chunk of the HTML
    browser.frame();
    browser.advance(1);
    expect(await done()).toBe(false);
    browser.parsed(); // the rest of the HTML, with the hero title
    expect(await done()).toBe(false);
    browser.frame(); // the frame that paints it
    expect(await done()).toBe(false);
    browser.advance(0); // the task after that frame
    expect(await done()).toBe(true);
  });

  it('does not start on the load event while a visible page has not painted (a slow first paint)', async () => {
    const { browser, done } = waiting();
    browser.parsed();
    browser.loaded();
    browser.advance(1000);
    expect(await done()).toBe(false);
    browser.paint('first-contentful-paint');
    browser.frame();
    browser.advance(0);
    expect(await done()).toBe(true);
  });

  it('hydrates a page opened in a background tab (it paints nothing) shortly after the load event', async () => {
    const { browser, done } = waiting('hidden');
    browser.parsed();
    browser.loaded();
    browser.advance(249);
    expect(await done()).toBe(false);
    browser.advance(1);
    expect(await done()).toBe(true);
  });

  it('hydrates a page as soon as its tab is hidden, painted or not', async () => {
    const { browser, done } = waiting();
    browser.paint('first-contentful-paint');
    expect(await done()).toBe(false);
    browser.hide();
    expect(await done()).toBe(true);
  });

  it('hydrates a visible page that never reports a paint a few seconds after the load event', async () => {
    const { browser, done } = waiting();
    browser.parsed();
    browser.loaded();
    browser.advance(4999);
    expect(await done()).toBe(false);
    browser.advance(1);
    expect(await done()).toBe(true);
  });

  it('finds a paint that happened before the script ran (the observer is buffered)', async () => {
    const { browser, done } = waiting('visible', (early) => {
      early.paint('first-contentful-paint');
      early.parsed();
    });
    browser.frame();
    browser.advance(0);
    expect(await done()).toBe(true);
  });
});
