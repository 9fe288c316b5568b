/**
 * The news renderer's job: writes the public pages a post change affects (backend/domain/posts/public-pages.ts).
 * Started by savePost and the scheduled publisher with the changed slugs, and after every deployment with
 * `everything` (the deployment rewrites the list and sitemap from the build). The files go to the local site
 * folder (npm start) or to the site bucket with one CloudFront invalidation (AWS).
 */
import {
  updatePublicPages,
  type PublicPagesChange,
  type PublicPagesReport,
} from '../../domain/posts/public-pages';
import { publicPagesDependencies } from '../composition/public-pages';

export async function handler(change: Partial<PublicPagesChange> | undefined): Promise<PublicPagesReport> {
  const request: PublicPagesChange =
    change && 'slugs' in change && Array.isArray(change.slugs)
      ? { slugs: change.slugs }
      : { everything: true };
  const report = await updatePublicPages(request, await publicPagesDependencies());
  console.log(
    JSON.stringify({
      job: 'updatePublicPages',
      written: report.written.length,
      removed: report.removed.length,
    }),
  );
  return report;
}
