/**
 * The script half of the Content-Security-Policy, per page. Every page carries the hashes of exactly its
 * own inline scripts (React Router's hydration data differs per page) in a `<meta http-equiv>` policy placed
 * first in its <head>, so it governs every script the page loads; the header (security-headers.ts) carries
 * every other directive and no script-src, because policies intersect and a header script-src would block
 * the page's own scripts. bin/finalize-site.ts applies this to every built page; a page written at run time
 * (published news) goes through the same function.
 */
import { createHash } from 'node:crypto';

// JSON-LD blocks are data, never executed, so they need no hash.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;
const HEAD_START = /<head(?:\s[^>]*)?>/i;
/** How the meta this module writes begins; applying it again replaces it instead of adding a second. */
export const PAGE_POLICY_MARK = '<meta http-equiv="Content-Security-Policy" content="';
const PAGE_POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

/** The CSP source of each distinct non-empty inline script, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter(Boolean);
  return [...new Set(bodies.map((body) => `sha256-${createHash('sha256').update(body).digest('base64')}`))];
}

/** Scripts from the site itself and the listed inline scripts; never 'unsafe-inline' or 'unsafe-eval'. */
export const pageScriptPolicy = (hashes: readonly string[]): string =>
  ["script-src 'self'", ...hashes.map((hash) => `'${hash}'`)].join(' ');

/** The page with its script policy as the first element of <head> (an earlier one is replaced). */
export function withPageCsp(html: string): string {
  const page = html.replace(PAGE_POLICY_META, '');
  const head = HEAD_START.exec(page);
  if (!head) throw new Error('A page without <head> cannot carry its script policy.');
  const meta = `${PAGE_POLICY_MARK}${pageScriptPolicy(inlineScriptHashes(page))}"/>`;
  const at = head.index + head[0].length;
  return page.slice(0, at) + meta + page.slice(at);
}
