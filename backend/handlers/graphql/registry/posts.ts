/** The posts area: staff writing news posts; saving one rebuilds the public pages in a job. */
import { mutation, query, type AreaMember, type ResolverGrants } from './entries';

const POSTS_READ: ResolverGrants = { reads: ['users', 'posts'] };

export const POSTS = [
  query('posts', 'staff', 'posts/list-posts', POSTS_READ),
  query('post', 'staff', 'posts/get-post', POSTS_READ),
  mutation('savePost', 'staff', 'posts/save-post', {
    ...POSTS_READ,
    writes: ['posts'],
    appends: ['audit'],
    startsJobs: ['updatePublicPages'],
  }),
] satisfies AreaMember[];
