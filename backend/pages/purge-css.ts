/**
 * Removes the Bootstrap rules no page uses. The build's HTML and JavaScript are the content that decides
 * what stays; the safelist keeps the classes react-bootstrap composes at run time from pieces
 * (`${prefix}-${placement}`, transition states), which no file spells out whole.
 *
 * The site-wide sheet (root) is purged against the public site alone; the rules only staff screens use
 * (tables, progress bars, badges, their button variants, the pre-rendered sign-in page's card and input
 * group) move to the staff sheet, which only the staff screens load. So a public page's first load does not grow with the staff portal.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import postcss, {
  type AtRule,
  type Container,
  type Declaration,
  type Node,
  type Root,
  type Rule,
} from 'postcss';
import { PurgeCSS } from 'purgecss';
import { readRouteManifest } from './react-router-internals';

/** Strings that survive minification in aws-amplify's core (its user agent and error class names). */
export const AMPLIFY_MARKERS = /aws-amplify|AmplifyError|AmplifyClassV6/;

/** React, React DOM and React Router chunks: they render no classes of ours, but their identifiers look like some. */
const FRAMEWORK_CHUNK = /assets\/(entry\.client|jsx-runtime)-/;

export const RUNTIME_CLASS_SAFELIST = {
  standard: [
    /^(show|showing|hiding|fade|collapse|collapsing|collapsed|active|disabled)$/,
    /^offcanvas-(start|end|top|bottom|backdrop)$/,
    /^modal-(backdrop|open|static|dialog|content|dialog-centered|dialog-scrollable)$/,
    /^carousel-item-(next|prev|start|end)$/,
    /^dropdown-menu-(start|end)$/,
    /^(was-validated|is-valid|is-invalid|valid-feedback|invalid-feedback)$/,
    // Variants and sizes the screens use (react-bootstrap joins prefix and prop); purge-css.test.ts fails
    // when a screen uses one that is missing here.
    /^btn-(primary|secondary|danger|link|outline-light|outline-primary|outline-secondary|outline-danger|sm|lg)$/,
    /^alert-(danger|success|warning)$/,
    /^spinner-border(-sm)?$/,
    // A news post's Markdown, rendered at run time (the renderer): elements no built page may contain.
    /^(blockquote|table|thead|tbody|tr|th|td|pre|code|ol|ul|li|hr|h2|h3|h4|h5|h6|img|del|sup|sub)$/,
    // File Manager: the viewer's size, upload progress, the folder picker, the table, its buttons.
    /^(modal-xl|progress-bar|list-group-item-action|table-responsive-sm)$/,
    /^btn-(outline-primary|secondary|danger)$/,
  ],
};

/**
 * Route ids of the screens that load the staff sheet: the staff screens (both staff layouts import it) and
 * a client's upload page, reached only by its link, whose progress bars and lists are the staff screens'.
 */
const STAFF_ROUTE = /^routes\/(staff|client)\//;
const ROOT_SHEET = /assets\/root-[\w-]+\.css$/;
const STAFF_SHEET = /assets\/staff-[\w-]+\.css$/;

/** A chunk's static and dynamic imports of sibling chunks (`"./x-hash.js"`, `"/assets/x-hash.js"`). */
const CHUNK_REFERENCE = /["'](?:\.\/|\/assets\/)([\w.-]+\.js)["']/g;

/**
 * Chunks no public page can load: everything the public routes, the root and the entry reach, by static or
 * dynamic import, is public; the rest (staff screens and what only they import) is staff-only.
 */
function staffOnlyChunks(assetsDir: string): Set<string> {
  const manifest = readRouteManifest(join(assetsDir, '..'));
  const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const publicChunks = new Set<string>();
  const pending = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...Object.values(manifest.routes)
      .filter((route) => !STAFF_ROUTE.test(route.id))
      .flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ].map(name);
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (publicChunks.has(chunk)) continue;
    publicChunks.add(chunk);
    const source = readFileSync(join(assetsDir, chunk), 'utf8');
    pending.push(...[...source.matchAll(CHUNK_REFERENCE)].map((match) => match[1]!));
  }
  return new Set(readdirSync(assetsDir).filter((file) => file.endsWith('.js') && !publicChunks.has(file)));
}

async function purge(css: string, content: string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    safelist: RUNTIME_CLASS_SAFELIST,
    keyframes: true,
    variables: true,
    fontFace: true,
    // Tokens in minified code and markup: class names, with Bootstrap's responsive prefixes and colons.
    defaultExtractor: (text) => text.match(/[\w-/:%.]+(?<!:)/g) ?? [],
  });
  return result?.css ?? '';
}

/**
 * The leaves of a sheet, each named with its context: a declaration by its at-rules, selector and text;
 * an at-rule without rules inside (font faces, keyframes) by its at-rules and whole text.
 */
function leaves(root: Root): { node: Declaration | AtRule; key: string }[] {
  const context = (node: Node): string =>
    node.parent && node.parent.type !== 'root'
      ? `${context(node.parent)} > ${node.parent.type === 'rule' ? (node.parent as Rule).selector : `@${(node.parent as AtRule).name} ${(node.parent as AtRule).params}`}`
      : '';
  const isLeaf = (node: AtRule) =>
    /keyframes$/.test(node.name) || !node.nodes?.some((child) => child.type === 'rule');
  const insideLeaf = (node: Node): boolean =>
    Boolean(
      node.parent &&
      node.parent.type !== 'root' &&
      ((node.parent.type === 'atrule' && isLeaf(node.parent as AtRule)) || insideLeaf(node.parent)),
    );
  const found: { node: Declaration | AtRule; key: string }[] = [];
  root.walk((node) => {
    if (insideLeaf(node)) return;
    if (node.type === 'decl' && node.parent?.type === 'rule') {
      found.push({ node, key: `${context(node)} { ${node.toString()}` });
    } else if (node.type === 'atrule' && isLeaf(node)) {
      found.push({ node, key: `${context(node)} ${node.toString()}` });
    }
  });
  return found;
}

/**
 * The part of `all` that `kept` lacks, in `all`'s order: each declaration (or font face, keyframes) that
 * `kept` does not have in the same selector and at-rules, grouped back into its rules and media queries.
 */
export function cssDifference(all: string, kept: string): string {
  const have = new Map<string, number>();
  for (const { key } of leaves(postcss.parse(kept))) have.set(key, (have.get(key) ?? 0) + 1);
  const result = postcss.parse(all);
  for (const { node, key } of leaves(result)) {
    const count = have.get(key) ?? 0;
    if (count > 0) {
      have.set(key, count - 1);
      node.remove();
    }
  }
  // Rules and at-rules left without content go.
  let emptied = true;
  while (emptied) {
    emptied = false;
    result.walk((node) => {
      if (
        (node.type === 'rule' || (node.type === 'atrule' && node.nodes)) &&
        !(node as Container).nodes?.length
      ) {
        node.remove();
        emptied = true;
      }
    });
  }
  return result.toString();
}

/** `prerenderedStaffPaths`: the staff screens the build pre-renders (the sign-in page). */
export async function purgeSiteCss(
  siteDir: string,
  prerenderedStaffPaths: readonly string[],
): Promise<{ file: string; before: number; after: number }[]> {
  const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' });
  const staffOnly = staffOnlyChunks(join(siteDir, 'assets'));
  const content = files
    .filter(
      (f) =>
        /\.(html|js)$/.test(f) &&
        !FRAMEWORK_CHUNK.test(f) &&
        !AMPLIFY_MARKERS.test(readFileSync(join(siteDir, f), 'utf8')),
    )
    .map((f) => join(siteDir, f));
  const staffPages = new Set(prerenderedStaffPaths.map((path) => join(siteDir, path.slice(1), 'index.html')));
  const publicContent = content.filter((path) => !staffOnly.has(basename(path)) && !staffPages.has(path));
  const stylesheets = files.filter((f) => f.endsWith('.css')).map((f) => join(siteDir, f));
  const staffSheet = stylesheets.find((path) => STAFF_SHEET.test(path));

  const purged = new Map<string, string>();
  let staffOnlyRules = '';
  for (const path of stylesheets) {
    const css = readFileSync(path, 'utf8');
    if (ROOT_SHEET.test(path) && staffSheet) {
      const forPublic = await purge(css, publicContent);
      staffOnlyRules = cssDifference(await purge(css, content), forPublic);
      purged.set(path, forPublic);
    } else {
      purged.set(path, await purge(css, content));
    }
  }
  if (staffSheet) purged.set(staffSheet, staffOnlyRules + (purged.get(staffSheet) ?? ''));
  return [...purged].map(([path, css]) => {
    const before = readFileSync(path).length;
    writeFileSync(path, css);
    return { file: path, before, after: Buffer.byteLength(css) };
  });
}
