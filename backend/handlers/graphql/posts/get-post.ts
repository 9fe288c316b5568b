import type { OperationResults } from '../../../contract/operations';
import { getPost } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition';

/** Query.post: one post and its earlier versions. */
export const handler = defineResolver<{ id: string }, OperationResults['post']>(({ args, caller }) =>
  getPost(postsDependencies(), caller, args.id),
);
