/**
 * The news post calls of the staff screens, each with the session token. The schema carries a post's category
 * as a String (the categories are content, in contract/news-categories) and the server saves only those, so
 * the screens read the answers as the contract's post views.
 */
import { PostDocument, PostsDocument, SavePostDocument } from '#contract/graphql/posts.generated';
import type { Page } from '#contract/paging';
import type { PostAction, PostInput, PostVersionView, PostView } from '#contract/posts';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export function listPosts(cursor?: string | null) {
  return callGraphql(PostsDocument, { cursor }, sessionToken()) as Promise<Page<PostView>>;
}

export function getPost(id: string) {
  return callGraphql(PostDocument, { id }, sessionToken()) as Promise<{
    post: PostView;
    versions: PostVersionView[];
  }>;
}

export function savePost(change: {
  id?: string;
  expectedVersion?: number;
  input: PostInput;
  action: PostAction;
  publishAt?: string | null;
}) {
  return callGraphql(SavePostDocument, change, sessionToken()) as Promise<PostView>;
}
