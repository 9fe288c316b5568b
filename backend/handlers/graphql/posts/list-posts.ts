import type { OperationResults } from '../../../contract/operations';
import { listPosts } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition';

/** Query.posts: every post, most recently changed first, one page. */
export const handler = defineResolver<{ cursor?: string | null }, OperationResults['posts']>(
  ({ args, caller }) => listPosts(postsDependencies(), caller, args.cursor),
);
