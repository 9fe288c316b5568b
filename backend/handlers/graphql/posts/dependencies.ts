/** Wires the posts domain to DynamoDB and the audit log, as the Lambda functions (and the local stack) run it. */
import { randomUUID } from 'node:crypto';
import { postStore } from '../../../adapters/dynamodb/posts';
import type { PostsDependencies } from '../../../domain/posts/posts';
import { newsArticles } from '../../../../frontend/app/content/news';
import { auditLog } from '../../audit';
import { userStore } from '../auth/dependencies';

/** The seed articles' URLs: the content folder is their one home, and no post may take one. */
const seedSlugs: ReadonlySet<string> = new Set(newsArticles.map((article) => article.url));

export function postsDependencies(): PostsDependencies {
  return {
    posts: postStore,
    users: userStore,
    audit: auditLog(),
    reservedSlugs: seedSlugs,
    now: () => new Date(),
    newId: randomUUID,
  };
}
