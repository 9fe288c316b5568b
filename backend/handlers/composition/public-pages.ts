/**
 * The news renderer's job: the posts (DynamoDB), the site build's kept server build, and where the pages go
 * (a local folder, or the site bucket and its CloudFront distribution).
 */
import { postStore } from '../../adapters/dynamodb/posts';
import { cloudFrontInvalidation, siteBucketFiles } from '../../adapters/s3/site-bucket-files';
import { folderSiteFiles } from '../../adapters/site/folder-site-files';
import { config } from '../../config';
import type { PageRenderer, PublicPagesDependencies, SiteFiles } from '../../domain/posts/public-pages';
import { loadPageRenderer } from '../../pages/page-renderer';
import { rendererServedAt } from '../../pages/served-origin';

let renderer: Promise<PageRenderer> | undefined;
let rendererDir: string | undefined;

/** The server build the site build kept, loaded once per process (and again if its folder changes). */
function pageRenderer(): Promise<PageRenderer> {
  const dir = config().siteRendererDir;
  if (!dir) throw new Error('No server build configured for the news renderer (SITE_RENDERER_DIR)');
  if (!renderer || rendererDir !== dir) {
    renderer = loadPageRenderer(dir).then((loaded) => rendererServedAt(loaded, config().siteUrl));
    rendererDir = dir;
  }
  return renderer;
}

/** The local site folder (npm start), or the site bucket with its CloudFront distribution (AWS). */
function siteFiles(): SiteFiles {
  const { siteFilesDir, siteBucket, siteDistributionId } = config();
  if (siteFilesDir) return folderSiteFiles(siteFilesDir);
  if (siteBucket && siteDistributionId) {
    return siteBucketFiles(siteBucket, cloudFrontInvalidation(siteDistributionId));
  }
  throw new Error('No site files configured for the news renderer (SITE_FILES_DIR or SITE_BUCKET)');
}

/** The news renderer's job: the posts, the renderer and where the pages go. */
export async function publicPagesDependencies(): Promise<PublicPagesDependencies> {
  return { renderer: await pageRenderer(), files: siteFiles(), posts: postStore };
}
