import { getPost } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition/posts';

/** Query.post: one post and its earlier versions. */
export const handler = defineResolver('Query.post', (actor, args) =>
  getPost(actor, args, postsDependencies()),
);
