/**
 * The news renderer's job: writes the public pages a post change affects (backend/domain/posts/public-pages.ts).
 * Started by savePost and the scheduled publisher with the changed slugs, and after every deployment with
 * `everything` (the deployment rewrites the list and sitemap from the build). The files go to the local site
 * folder (npm start) or to the site bucket with one CloudFront invalidation (AWS).
 */
import { postStore } from '../../adapters/dynamodb/posts';
import { cloudFrontInvalidation, siteBucketFiles } from '../../adapters/s3/site-bucket-files';
import { folderSiteFiles } from '../../adapters/site/folder-site-files';
import { loadPageRenderer } from '../../pages/page-renderer';
import { config } from '../../config';
import {
  updatePublicPages,
  type PageRenderer,
  type PublicPagesChange,
  type PublicPagesReport,
  type SiteFiles,
} from '../../domain/posts/public-pages';

let renderer: Promise<PageRenderer> | undefined;
let rendererDir: string | undefined;

function pageRenderer(): Promise<PageRenderer> {
  const dir = config().siteRendererDir;
  if (!dir) throw new Error('No server build configured for the news renderer (SITE_RENDERER_DIR)');
  if (!renderer || rendererDir !== dir) {
    renderer = loadPageRenderer(dir);
    rendererDir = dir;
  }
  return renderer;
}

function siteFiles(): SiteFiles {
  const { siteFilesDir, siteBucket, siteDistributionId } = config();
  if (siteFilesDir) return folderSiteFiles(siteFilesDir);
  if (siteBucket && siteDistributionId) {
    return siteBucketFiles(siteBucket, cloudFrontInvalidation(siteDistributionId));
  }
  throw new Error('No site files configured for the news renderer (SITE_FILES_DIR or SITE_BUCKET)');
}

export async function handler(change: Partial<PublicPagesChange> | undefined): Promise<PublicPagesReport> {
  const request: PublicPagesChange =
    change && 'slugs' in change && Array.isArray(change.slugs)
      ? { slugs: change.slugs }
      : { everything: true };
  const report = await updatePublicPages(
    { renderer: await pageRenderer(), files: siteFiles(), posts: postStore },
    request,
  );
  console.log(
    JSON.stringify({
      job: 'updatePublicPages',
      written: report.written.length,
      removed: report.removed.length,
    }),
  );
  return report;
}
