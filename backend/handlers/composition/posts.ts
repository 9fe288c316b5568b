/** News posts: DynamoDB, and the news renderer's job started when a change reaches the public site. */
import { randomUUID } from 'node:crypto';
import { SEED_ARTICLE_SLUGS } from '../../contract/news-seed';
import { postStore } from '../../adapters/dynamodb/posts';
import { productClock } from '../../adapters/clock';
import { startJob } from '../../adapters/jobs';
import { config } from '../../config';
import type { PostsDependencies } from '../../domain/posts/posts';
import { auditLog } from './shared';

/** The seed articles' URLs: no post may take one. */
const seedSlugs: ReadonlySet<string> = new Set(SEED_ARTICLE_SLUGS);

/** News posts. */
export function postsDependencies(): PostsDependencies {
  return {
    posts: postStore,
    audit: auditLog(),
    publicPages: { start: (change) => startJob(config().publicPagesFunction, change) },
    reservedSlugs: seedSlugs,
    now: productClock,
    newId: randomUUID,
  };
}
