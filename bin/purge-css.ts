/**
 * Removes the Bootstrap rules no page uses. The build's HTML and JavaScript are the content that decides
 * what stays; the safelist keeps the classes react-bootstrap composes at run time from pieces
 * (`${prefix}-${placement}`, transition states), which no file spells out whole.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PurgeCSS } from 'purgecss';
import { AMPLIFY_MARKERS } from './bench/first-load';

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
    // File Manager: the viewer's size, upload progress, the folder picker, the table, its buttons.
    /^(modal-xl|progress-bar|list-group-item-action|table-responsive-sm)$/,
    /^btn-(outline-primary|secondary|danger)$/,
  ],
};

export async function purgeSiteCss(
  siteDir: string,
): Promise<{ file: string; before: number; after: number }[]> {
  const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' });
  const content = files
    .filter(
      (f) =>
        /\.(html|js)$/.test(f) &&
        !FRAMEWORK_CHUNK.test(f) &&
        !AMPLIFY_MARKERS.test(readFileSync(join(siteDir, f), 'utf8')),
    )
    .map((f) => join(siteDir, f));
  const stylesheets = files.filter((f) => f.endsWith('.css')).map((f) => join(siteDir, f));
  const results = await new PurgeCSS().purge({
    content,
    css: stylesheets,
    safelist: RUNTIME_CLASS_SAFELIST,
    keyframes: true,
    variables: true,
    fontFace: true,
    // Tokens in minified code and markup: class names, with Bootstrap's responsive prefixes and colons.
    defaultExtractor: (text) => text.match(/[\w-/:%.]+(?<!:)/g) ?? [],
  });
  return results.map(({ file, css }) => {
    const path = file ?? '';
    const before = readFileSync(path).length;
    writeFileSync(path, css);
    return { file: path, before, after: Buffer.byteLength(css) };
  });
}
