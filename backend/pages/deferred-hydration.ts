/**
 * Hydration starts after the first screen is painted. React Router writes a `<link rel="modulepreload">` for every module
 * of the page and an inline module script whose static imports fetch them all while the HTML is parsed, so the
 * browser (and Lighthouse's network simulation, which counts every request started before the largest paint)
 * spends the first round trips on ~125 KB of JavaScript instead of the stylesheet and the text. This rewrite
 * drops the preload links and gives the inline script the same modules once the first screen has been painted
 * (FIRST_SCREEN_PAINTED): it adds
 * the preloads then (one parallel fetch, no waterfall), evaluates the modules one per task so no single task
 * blocks input for long, and only then sets the route modules and imports the entry that hydrates, exactly as
 * React Router's own script would. The build's finishing step (finalize-site.ts) applies it before the
 * script policy (page-csp.ts) hashes the rewritten script; the news renderer writes run-time pages through
 * the same functions. The HTML shape it reads is React Router's, described in react-router-internals.ts.
 */
import {
  ENTRY_IMPORT,
  HYDRATION_SCRIPT,
  MODULE_PRELOAD,
  ROUTE_MODULES,
  STATIC_IMPORT,
} from './react-router-internals';

/** Module preloads started per task (each costs the main thread about a millisecond on a mid-range CPU). */
const PRELOADS_PER_TASK = 2;
/** How long after the load event a page in a background tab (which paints nothing) hydrates anyway. */
const HIDDEN_AFTER_LOAD_MS = 250;
/** The last resort for a visible page that never reports a paint: it hydrates this long after the load event. */
const UNPAINTED_AFTER_LOAD_MS = 5000;
/** Marks a page this module has rewritten, so applying it twice changes nothing. */
export const DEFERRED_HYDRATION_MARK = '/* hydrate after first paint */';

/**
 * Waits until the first screen is painted: the first contentful paint has happened AND the whole document has been
 * parsed AND a frame has been rendered after that, so the largest element of the first screen (the hero title,
 * which can arrive in a later chunk of the HTML than the header) is on screen before any script is requested.
 * Waiting for the first paint alone let the requests start between the header's paint and the hero's, and
 * Lighthouse then counts them into the largest paint. A page in a background tab paints nothing (and runs no
 * animation frames): it hydrates shortly after the load event, or as soon as it is hidden; a visible page that
 * never reports a paint hydrates a few seconds after the load event rather than never. Run as the opening of the
 * deferred script (`await` at the top level of a module); `deferred-hydration.test.ts` runs it against fakes.
 */
export const FIRST_SCREEN_PAINTED = [
  'await new Promise((painted) => {',
  '  let contentful = false;',
  '  const whenParsedAndPainted = () => {',
  "    if (!contentful || document.readyState === 'loading') return;",
  '    requestAnimationFrame(() => setTimeout(painted));',
  '  };',
  '  new PerformanceObserver((entries, observer) => {',
  "    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;",
  '    observer.disconnect();',
  '    contentful = true;',
  '    whenParsedAndPainted();',
  "  }).observe({ type: 'paint', buffered: true });",
  "  document.addEventListener('DOMContentLoaded', whenParsedAndPainted);",
  "  const hidden = () => document.visibilityState === 'hidden';",
  "  document.addEventListener('visibilitychange', () => hidden() && painted());",
  "  addEventListener('load', () => {",
  `    setTimeout(() => hidden() && painted(), ${HIDDEN_AFTER_LOAD_MS});`,
  `    setTimeout(painted, ${UNPAINTED_AFTER_LOAD_MS});`,
  '  });',
  '});',
].join('\n');

/** The page with its hydration deferred past the first paint; a page with no hydration script is unchanged. */
export function withDeferredHydration(html: string): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script || script[1]?.startsWith(DEFERRED_HYDRATION_MARK)) return html;
  const body = script[1] ?? '';
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url ?? '' }));
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const routeModules = ROUTE_MODULES.exec(body)?.[1];
  const leftOver = body
    .replace(STATIC_IMPORT, '')
    .replace(ENTRY_IMPORT, '')
    .replace(ROUTE_MODULES, '')
    .trim();
  if (!entry || !routeModules || imports.length === 0 || leftOver !== '') {
    throw new Error(
      'The hydration script is not the one React Router writes (static imports, route modules, entry import); ' +
        'backend/pages/deferred-hydration.ts must learn its new shape (react-router-internals.ts).',
    );
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => JSON.stringify(match[1]));
  const entryUrl = JSON.parse(entry) as string;
  // Leaves first: each import then evaluates little that an earlier one has not, one task each.
  const evaluationOrder = preloads.filter((url) => JSON.parse(url) !== entryUrl).reverse();
  const imported = [...new Set([...evaluationOrder, ...imports.map((module) => module.url)])];
  const named = imports.filter((module) => module.name);
  const deferred = [
    DEFERRED_HYDRATION_MARK,
    'const nextTask = () => new Promise((resolve) => setTimeout(resolve));',
    FIRST_SCREEN_PAINTED,
    'await nextTask();',
    // Starting a fetch costs the main thread about a millisecond: a few per task keeps each task short.
    `const preloads = [${preloads.join(',')}];`,
    `for (let start = 0; start < preloads.length; start += ${PRELOADS_PER_TASK}) {`,
    `  for (const href of preloads.slice(start, start + ${PRELOADS_PER_TASK})) {`,
    "    const link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = href;',
    '    document.head.append(link);',
    '  }',
    '  await nextTask();',
    '}',
    `for (const url of [${imported.join(',')}]) {`,
    '  await import(url);',
    '  await nextTask();',
    '}',
    `const [${named.map((module) => module.name).join(',')}] = await Promise.all([${named.map((module) => `import(${module.url})`).join(',')}]);`,
    routeModules,
    `import(${entry});`,
  ].join('\n');
  const page = html.replace(MODULE_PRELOAD, '');
  return page.replace(HYDRATION_SCRIPT, () => `<script type="module" async="">${deferred}</script>`);
}

const QUOTED_MODULE = /"([^"\s]+\.js)"/g;

/** Every module a page loads to hydrate, whether it is written the React Router way or deferred by this module. */
export function hydrationModules(html: string): string[] {
  const script = HYDRATION_SCRIPT.exec(html)?.[1] ?? '';
  const urls = [...html.matchAll(MODULE_PRELOAD), ...script.matchAll(QUOTED_MODULE)].map(
    (match) => match[1]!,
  );
  return [...new Set(urls)];
}
