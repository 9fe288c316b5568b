/**
 * The news renderer's job: writes the public pages a post change affects (backend/domain/posts/public-pages.ts).
 * Started by savePost and the scheduled publisher with the changed slugs, and after every deployment with
 * `everything` (the deployment rewrites the list and sitemap from the build). The files go to the local site
 * folder (npm start) or to the site bucket with one CloudFront invalidation (AWS).
 */
import { invocation, log } from '../composition/log';
import {
  updatePublicPages,
  type PublicPagesChange,
  type PublicPagesReport,
} from '../../domain/posts/public-pages';
import { publicPagesDependencies } from '../composition/public-pages';

async function handle(change: Partial<PublicPagesChange> | undefined): Promise<PublicPagesReport> {
  const request: PublicPagesChange =
    change && 'slugs' in change && Array.isArray(change.slugs)
      ? { slugs: change.slugs }
      : { everything: true };
  const report = await updatePublicPages(request, await publicPagesDependencies());
  log.info('public-pages-updated', { written: report.written.length, removed: report.removed.length });
  return report;
}

/** The Lambda entry point: one invocation, one request id on every line it logs. */
export const handler = invocation(handle);
