/** The posts area's function: news posts (staff only). */
import { handler as posts } from '../posts/list-posts';
import { handler as post } from '../posts/get-post';
import { handler as savePost } from '../posts/save-post';
import { areaHandler } from './dispatch';

export const handler = areaHandler('posts', { posts, post, savePost });
