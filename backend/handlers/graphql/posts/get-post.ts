import type { OperationResults } from '../../../contract/operations';
import { getPost } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition/posts';

/** Query.post: one post and its earlier versions. */
export const handler = defineResolver(
  'Query.post',
  (actor, args: { id: string }): Promise<OperationResults['post']> =>
    getPost(actor, args, postsDependencies()),
);
