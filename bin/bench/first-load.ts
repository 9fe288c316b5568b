/**
 * What a page makes the browser download before it is interactive: the scripts it preloads or loads as
 * modules and its stylesheets, measured gzip-compressed from the build output. Bytes are deterministic,
 * so this is fit for a test as well as the benchmark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  js: { path: string; gzipBytes: number }[];
  css: { path: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Whether any first-load script carries the staff-only GraphQL client (aws-amplify). */
  includesAmplify: boolean;
}

const SCRIPT_LINK = /<link rel="modulepreload" href="([^"]+)"/g;
const MODULE_IMPORT = /import (?:\* as \w+ from )?"(\/assets\/[^"]+\.js)"/g;
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;
/** Strings that survive minification in aws-amplify's core (its user agent and error class names). */
export const AMPLIFY_MARKERS = /aws-amplify|AmplifyError|AmplifyClassV6/;

export function pageHtmlFile(siteDir: string, route: string): string {
  const clean = route.replace(/\/+$/, '');
  return join(siteDir, clean, 'index.html');
}

export function firstLoad(siteDir: string, route: string): FirstLoad {
  const html = readFileSync(pageHtmlFile(siteDir, route), 'utf8');
  const paths = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]!))];
  const measure = (path: string) => {
    const content = readFileSync(join(siteDir, path));
    return { path, gzipBytes: gzipSync(content, { level: 9 }).length, text: content.toString('utf8') };
  };
  const js = [...new Set([...paths(SCRIPT_LINK), ...paths(MODULE_IMPORT)])].map(measure);
  const css = paths(STYLESHEET).map(measure);
  const sum = (items: { gzipBytes: number }[]) => items.reduce((total, item) => total + item.gzipBytes, 0);
  return {
    js: js.map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    css: css.map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    jsGzipBytes: sum(js),
    cssGzipBytes: sum(css),
    includesAmplify: js.some((item) => AMPLIFY_MARKERS.test(item.text)),
  };
}
