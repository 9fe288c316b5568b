/**
 * An in-memory PostStore for the domain's unit tests, with the DynamoDB store's conditions and orders, read
 * from the posts' own fields (contracts/post-store-contract.ts holds it to what the DynamoDB adapter does).
 */
import { versionOf, type StoredPost, type StoredPostVersion } from '../domain/posts/post-record';
import { SlugTakenError, StaleVersionError, type PostStore } from '../domain/posts/ports';
import { memoryPage as page } from './memory-page';

/** Orders by `field`, then by id, as the DynamoDB indexes order their sort keys (`value#id`). */
const by = (field: (post: StoredPost) => string | null) => (a: StoredPost, b: StoredPost) =>
  (field(a) ?? '').localeCompare(field(b) ?? '') || a.id.localeCompare(b.id);
const byUpdated = by((post) => post.updatedAt);
const byDate = by((post) => post.date);
const byPublishAt = by((post) => post.publishAt);

export class MemoryPostStore implements PostStore {
  readonly posts = new Map<string, StoredPost>();
  readonly versions: StoredPostVersion[] = [];
  /** slug → post id, like the guard items of the DynamoDB store. */
  readonly slugs = new Map<string, string>();

  private claim(slug: string, postId: string) {
    const holder = this.slugs.get(slug);
    if (holder && holder !== postId) throw new SlugTakenError(slug);
    this.slugs.set(slug, postId);
  }

  async get(id: string) {
    return this.posts.get(id);
  }

  async create(post: StoredPost) {
    this.claim(post.slug, post.id);
    this.posts.set(post.id, post);
  }

  /** In DynamoDB's order: claim the new slug, check the version (giving the claim back), then write. */
  async replace(next: StoredPost, previous: StoredPost) {
    const slugChanged = next.slug !== previous.slug;
    if (slugChanged) this.claim(next.slug, next.id);
    if (this.posts.get(previous.id)?.version !== previous.version) {
      if (slugChanged && this.slugs.get(next.slug) === next.id) this.slugs.delete(next.slug);
      throw new StaleVersionError(previous.id);
    }
    this.posts.set(next.id, next);
    this.versions.push(versionOf(previous));
    if (next.slug !== previous.slug) this.slugs.delete(previous.slug);
  }

  async listRecent(cursor?: string | null) {
    const all = [...this.posts.values()].sort((a, b) => byUpdated(b, a));
    return page(all, cursor);
  }

  async listVersions(id: string, cursor?: string | null) {
    const all = this.versions.filter((version) => version.id === id).sort((a, b) => b.version - a.version);
    return page(all, cursor);
  }

  async listPublished() {
    return [...this.posts.values()].filter((post) => post.state === 'published').sort((a, b) => byDate(b, a));
  }

  async listDue(now: Date, cursor?: string | null) {
    const due = [...this.posts.values()]
      .filter((post) => post.state === 'scheduled' && post.publishAt && post.publishAt <= now.toISOString())
      .sort(byPublishAt);
    return page(due, cursor);
  }
}
