import type { OperationResults } from '../../../contract/operations';
import { listPosts } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition/posts';

/** Query.posts: every post, most recently changed first, one page. */
export const handler = defineResolver(
  'Query.posts',
  (actor, args: { cursor?: string | null }): Promise<OperationResults['posts']> =>
    listPosts(actor, args, postsDependencies()),
);
