/** Wires the posts domain to DynamoDB and the audit log, as the Lambda functions (and the local stack) run it. */
import { randomUUID } from 'node:crypto';
import { postStore } from '../../../adapters/dynamodb/posts';
import { startJob } from '../../../adapters/jobs';
import { config } from '../../../config';
import type { PostsDependencies } from '../../../domain/posts/posts';
import { SEED_ARTICLE_SLUGS } from '../../../contract/news-seed';
import { auditLog } from '../../audit';
import { userStore } from '../auth/dependencies';

/** The seed articles' URLs: no post may take one. */
const seedSlugs: ReadonlySet<string> = new Set(SEED_ARTICLE_SLUGS);

export function postsDependencies(): PostsDependencies {
  return {
    posts: postStore,
    users: userStore,
    audit: auditLog(),
    publicPages: { start: (change) => startJob(config().publicPagesFunction, change) },
    reservedSlugs: seedSlugs,
    now: () => new Date(),
    newId: randomUUID,
  };
}
