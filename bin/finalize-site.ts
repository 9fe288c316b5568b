/**
 * The build step after `react-router build`: removes unused CSS and finishes every page
 * (backend/pages/purge-css.ts and finalize-site.ts), with the paths the frontend's routes declare.
 */
import { basename } from 'node:path';
import { PRERENDERED_STAFF_PATHS, STAFF_PATHS } from '../frontend/app/config/paths';
import { prerenderPaths, sitemapPaths } from '../frontend/app/config/public-paths';
import { resolveSiteUrl } from '../frontend/app/config/site';
import { assertUnfinished, finalizeSite } from '../backend/pages/finalize-site';
import { purgeSiteCss } from '../backend/pages/purge-css';
import { siteDirectory } from '../backend/pages/site-build';

const siteDir = siteDirectory(process.cwd());
try {
  assertUnfinished(siteDir);
} catch (error) {
  console.error(`finalize-site: ${(error as Error).message}`);
  process.exit(1);
}
const stylesheets = await purgeSiteCss(siteDir, PRERENDERED_STAFF_PATHS);
for (const { file, before, after } of stylesheets) {
  console.log(
    `finalize-site: ${basename(file)} ${before} -> ${after} bytes (unused rules removed; rules only staff screens use moved to the staff sheet)`,
  );
}
const pages = finalizeSite(siteDir, {
  origin: resolveSiteUrl(process.env.VITE_SITE_URL),
  prerenderPaths: prerenderPaths(),
  sitemapPaths: sitemapPaths(),
  staffPaths: STAFF_PATHS,
});
console.log(`finalize-site: ${pages} pages carry their own script policy`);
