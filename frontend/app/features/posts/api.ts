/** The news post calls of the staff screens, each with the session token. */
import { GET_POST, LIST_POSTS, SAVE_POST } from '#contract/operations';
import type { PostAction, PostInput } from '#contract/posts';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../auth/session';

export function listPosts(cursor?: string | null) {
  return callGraphql('posts', LIST_POSTS, { cursor }, sessionToken());
}

export function getPost(id: string) {
  return callGraphql('post', GET_POST, { id }, sessionToken());
}

export function savePost(change: {
  id?: string;
  expectedVersion?: number;
  input: PostInput;
  action: PostAction;
  publishAt?: string | null;
}) {
  return callGraphql('savePost', SAVE_POST, change, sessionToken());
}
