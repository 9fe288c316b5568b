/**
 * What the news renderer hands the news routes' loaders in React Router's load context when it renders a
 * post's page or the list at run time (absent when the site is built): every published post, as its author
 * wrote it. The routes turn them into articles and summary lines beside the seed content, rendering the
 * Markdown body with the same code as the editor's preview.
 */
import type { PostInput } from './posts';

/** A published post's public fields (never who edited it or when). */
export type PublishedPost = Readonly<PostInput>;

export interface PublishedPostsContext {
  /** Newest article date first. */
  publishedPosts: readonly PublishedPost[];
}
