/** An in-memory PostStore for the domain's unit tests, with the DynamoDB store's conditions. */
import { PAGE_SIZE, type Page } from '../contract/paging';
import { versionOf, type StoredPost, type StoredPostVersion } from '../domain/posts/post-record';
import { SlugTakenError, StaleVersionError, type PostStore } from '../domain/posts/ports';

function page<Item>(items: Item[], cursor?: string | null): Page<Item> {
  const start = cursor ? Number(cursor) : 0;
  const end = start + PAGE_SIZE;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

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

  async replace(next: StoredPost, previous: StoredPost) {
    if (this.posts.get(previous.id)?.version !== previous.version) throw new StaleVersionError(previous.id);
    this.claim(next.slug, next.id);
    this.posts.set(next.id, next);
    this.versions.push(versionOf(previous));
    if (next.slug !== previous.slug) this.slugs.delete(previous.slug);
  }

  async listRecent(cursor?: string | null) {
    const all = [...this.posts.values()].sort((a, b) => b.listSort.localeCompare(a.listSort));
    return page(all, cursor);
  }

  async listVersions(id: string, cursor?: string | null) {
    const all = this.versions.filter((version) => version.id === id).sort((a, b) => b.version - a.version);
    return page(all, cursor);
  }

  async listPublished() {
    return [...this.posts.values()]
      .filter((post) => post.state === 'published')
      .sort((a, b) => b.stateSort.localeCompare(a.stateSort));
  }

  async listDue(now: Date, cursor?: string | null) {
    const due = [...this.posts.values()]
      .filter((post) => post.state === 'scheduled' && post.publishAt && post.publishAt <= now.toISOString())
      .sort((a, b) => a.stateSort.localeCompare(b.stateSort));
    return page(due, cursor);
  }
}
