import { savePost } from '../../../domain/posts/posts';
import { defineResolver } from '../resolver';
import { postsDependencies } from '../../composition/posts';

/** Mutation.savePost: store a post's fields and apply its action (save, publish, schedule, unpublish). */
export const handler = defineResolver('Mutation.savePost', (actor, args) =>
  savePost(actor, args, postsDependencies()),
);
