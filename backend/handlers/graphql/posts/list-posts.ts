import { listPosts } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition/posts';

/** Query.posts: every post, most recently changed first, one page. */
export const handler = defineResolver('Query.posts', (actor, args) =>
  listPosts(actor, args, postsDependencies()),
);
