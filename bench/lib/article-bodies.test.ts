/**
 * No news article's body is compiled into the site's JavaScript; each body reaches the browser only in its
 * own page's HTML and data, from the article route's loader. Reads the build, like the size guard beside it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsArticles } from '../../frontend/app/content/news.server';
import { siteDirectory } from '../../backend/pages/site-build';
import { pageHtmlFile } from './first-load';

const siteDir = siteDirectory(process.cwd());

/** A run of plain text from the body that survives HTML escaping and minification unchanged. */
function distinctiveText(bodyHtml: string): string {
  const text = bodyHtml.replace(/<[^>]+>/g, ' ');
  const run = /[A-Za-z0-9 ,.;:()-]{60,}/.exec(text)?.[0].trim();
  if (!run) throw new Error(`No plain-text run in ${bodyHtml.slice(0, 80)}`);
  return run.slice(0, 60);
}

describe('article bodies stay out of the JavaScript', () => {
  const assets = join(siteDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, source: readFileSync(join(assets, file), 'utf8') }));

  it.each(newsArticles.map((article) => [article.url, article] as const))(
    '%s: body in its own page, in no client chunk',
    (_, article) => {
      const text = distinctiveText(article.content);
      expect(readFileSync(pageHtmlFile(siteDir, article.meta.path), 'utf8')).toContain(text);
      expect(chunks.filter((chunk) => chunk.source.includes(text)).map((chunk) => chunk.file)).toEqual([]);
    },
  );
});
