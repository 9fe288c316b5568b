/**
 * `npm run bench:news`: the news pages' first load must not grow with the archive. Builds
 * the site twice, with the 18 seed articles and with 500 generated articles added to the seed source
 * (NEWS_GENERATED_ARTICLES, for measurement only), then prints the first-load JavaScript (gzip) of
 * /news-media/ and of one seed article in each build, and the list's data, which grows by a summary line
 * per article. Exits non-zero when a page's JavaScript differs by more than 2 KB between the two builds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GENERATED_ARTICLES_VARIABLE } from '../frontend/app/content/news-generated.server';
import { newsArticles } from '../frontend/app/content/news.server';
import { firstLoad, pageHtmlFile } from './lib/first-load';
import { benchSiteBuild } from './lib/site-build';

const GENERATED = [0, 500];
const ALLOWED_DIFFERENCE_BYTES = 2 * 1024;
const ROUTES = ['/news-media/', `/news-media/${newsArticles[0]!.url}`];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function build(root: string, generated: number): string {
  // Always a fresh build: the two builds differ in their generated articles.
  return benchSiteBuild(root, `build/bench-news-${generated}`, {
    env: { [GENERATED_ARTICLES_VARIABLE]: String(generated) },
    honourSiteDir: false,
  });
}

const root = process.cwd();
const measured = GENERATED.map((generated) => {
  const siteDir = build(root, generated);
  return {
    generated,
    js: ROUTES.map((route) => firstLoad(siteDir, route).jsGzipBytes),
    listHtml: gzipBytes(pageHtmlFile(siteDir, '/news-media/')),
    listData: gzipBytes(join(siteDir, 'news-media.data')),
  };
});

console.log(
  '\narticles        | ' + ROUTES.map((route) => `${route} JS`).join(' | ') + ' | list HTML | list .data',
);
for (const { generated, js, listHtml, listData } of measured) {
  const count = `${newsArticles.length} + ${generated}`.padEnd(15);
  console.log(`${count} | ${[...js, listHtml, listData].map(kb).join(' | ')}   (all gzip)`);
}
const [seedOnly, withArchive] = measured;
const grown = ROUTES.filter(
  (_, index) => Math.abs(withArchive!.js[index]! - seedOnly!.js[index]!) > ALLOWED_DIFFERENCE_BYTES,
);
if (grown.length > 0) {
  console.error(`First-load JavaScript grew with the archive by more than 2 KB: ${grown.join(', ')}`);
  process.exitCode = 1;
}
