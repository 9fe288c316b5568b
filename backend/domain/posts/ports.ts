/** What the posts domain needs from storage; DynamoDB stands behind it in AWS and locally, memory in unit tests. */
import type { Page } from '../../contract/paging';
import type { StoredPost, StoredPostVersion } from './post-record';

export interface PostStore {
  get(id: string): Promise<StoredPost | undefined>;
  /** Stores a new post after claiming its slug; throws SlugTakenError when another article holds it. */
  create(post: StoredPost): Promise<void>;
  /**
   * Replaces `previous` with `next` only if the stored version is still `previous.version` (else
   * StaleVersionError), claims `next.slug` first when it changed (SlugTakenError), keeps `previous` as a
   * version and releases the old slug.
   */
  replace(next: StoredPost, previous: StoredPost): Promise<void>;
  /** Every post, most recently changed first. */
  listRecent(cursor?: string | null): Promise<Page<StoredPost>>;
  /** A post's earlier versions, newest first. */
  listVersions(id: string, cursor?: string | null): Promise<Page<StoredPostVersion>>;
  /** Every published post, newest article date first (all pages: the public list shows them all). */
  listPublished(): Promise<StoredPost[]>;
  /** Scheduled posts whose time is at or before `now`, earliest first. */
  listDue(now: Date, cursor?: string | null): Promise<Page<StoredPost>>;
}

/**
 * Starts the update of the public site's news pages after a change has been stored (a job, so the answer
 * does not wait for the render): the changed posts' slugs, or every published post.
 */
export interface PublicPagesUpdates {
  start(change: { slugs: string[] }): Promise<void>;
}

export class SlugTakenError extends Error {
  override name = 'SlugTakenError';
}

export class StaleVersionError extends Error {
  override name = 'StaleVersionError';
}
