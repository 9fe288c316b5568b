/**
 * What every post store must do, run against the in-memory store (memory-post-store.test.ts) and the
 * DynamoDB adapter (adapters/dynamodb/posts.test.ts), so a fake cannot pass a test the real store would
 * fail. Posts are built by the domain's own `applyChange`; the store's keys are its own business.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../contract/paging';
import type { PostAction, PostInput } from '../../contract/posts';
import { applyChange, versionOf, type StoredPost } from '../../domain/posts/post-record';
import { SlugTakenError, StaleVersionError, type PostStore } from '../../domain/posts/ports';
import { INVALID_CURSOR_MESSAGE } from '../../adapters/dynamodb/paging';

const editor = { userId: 'u-1', email: 'writer@brandtokafor.example' };

const inputFor = (slug: string, date = '2026-05-01'): PostInput => ({
  title: `About ${slug}`,
  titleShort: slug,
  slug,
  category: 'Highway Design',
  date,
  author: 'Brandt & Okafor',
  featured: false,
  description: 'A post.',
  keywords: 'post',
  body: 'Text.',
  spanishTitle: '',
  spanishBody: '',
});

const postAt = (
  id: string,
  at: string,
  options: { action?: PostAction; date?: string; publishAt?: string; slug?: string } = {},
) =>
  applyChange(
    undefined,
    {
      id,
      input: inputFor(options.slug ?? id, options.date),
      action: options.action ?? 'save',
      publishAt: options.publishAt,
    },
    editor,
    new Date(at),
  );

/** Every post of a paged list, in order. */
async function readAll(
  list: (cursor?: string | null) => Promise<{ items: StoredPost[]; nextCursor?: string | null }>,
) {
  const posts: StoredPost[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await list(cursor);
    posts.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return posts;
}

const ids = (posts: StoredPost[]) => posts.map((post) => post.id);

/** `makeStore` is called once, before the first case; the store starts empty. */
export function describePostStoreContract(name: string, makeStore: () => PostStore) {
  describe(`the post store contract: ${name}`, () => {
    let store: PostStore;
    const recent = Array.from({ length: 12 }, (_, index) =>
      postAt(
        `recent-${String(index + 1).padStart(2, '0')}`,
        `2026-05-01T10:${String(index).padStart(2, '0')}:00.000Z`,
      ),
    );
    // Two of one article date: ordered by id, as the index's sort key of date and id orders them.
    const published = [
      postAt('pub-a', '2026-04-01T09:00:00.000Z', { action: 'publish', date: '2026-04-01' }),
      postAt('pub-b', '2026-04-01T09:01:00.000Z', { action: 'publish', date: '2026-05-01' }),
      postAt('pub-c', '2026-04-01T09:02:00.000Z', { action: 'publish', date: '2026-04-01' }),
    ];
    const scheduled = [
      postAt('due-1', '2026-04-01T09:00:00.000Z', {
        action: 'schedule',
        publishAt: '2026-06-01T09:00:00.000Z',
      }),
      postAt('due-2', '2026-04-01T09:00:00.000Z', {
        action: 'schedule',
        publishAt: '2026-06-01T08:00:00.000Z',
      }),
      postAt('due-3', '2026-04-01T09:00:00.000Z', {
        action: 'schedule',
        publishAt: '2026-06-02T09:00:00.000Z',
      }),
    ];

    beforeAll(async () => {
      store = makeStore();
      for (const post of [...recent, ...published, ...scheduled]) await store.create(post);
    });

    it('gives back a post exactly as it was created, and nothing for an unknown id', async () => {
      expect(await store.get('pub-b')).toEqual(published[1]);
      expect(await store.get('due-1')).toEqual(scheduled[0]);
      expect(await store.get('nobody')).toBeUndefined();
    });

    it('refuses a new post whose slug another post holds, and keeps nothing of it', async () => {
      await expect(
        store.create(postAt('copycat', '2026-05-02T09:00:00.000Z', { slug: 'pub-a' })),
      ).rejects.toThrow(SlugTakenError);
      expect(await store.get('copycat')).toBeUndefined();
    });

    it('replaces a post, keeps the previous one as a version, newest version first', async () => {
      const first = postAt('edit-1', '2026-05-03T09:00:00.000Z');
      await store.create(first);
      const second = applyChange(
        first,
        { id: first.id, input: { ...inputFor('edit-1'), title: 'Second' }, action: 'save' },
        editor,
        new Date('2026-05-03T09:05:00.000Z'),
      );
      await store.replace(second, first);
      const third = applyChange(
        second,
        { id: first.id, input: { ...inputFor('edit-1'), title: 'Third' }, action: 'publish' },
        editor,
        new Date('2026-05-03T09:10:00.000Z'),
      );
      await store.replace(third, second);
      expect(await store.get('edit-1')).toEqual(third);
      const versions = await store.listVersions('edit-1');
      expect(versions.items).toEqual([versionOf(second), versionOf(first)]);
      expect(versions.nextCursor ?? null).toBeNull();
      expect((await store.listVersions('pub-a')).items).toEqual([]);
    });

    it('refuses to replace a post changed since it was read, and keeps no claim on the new slug', async () => {
      const first = postAt('edit-2', '2026-05-04T09:00:00.000Z');
      await store.create(first);
      const change = (title: string, slug: string, at: string) =>
        applyChange(
          first,
          { id: first.id, input: { ...inputFor(slug), title }, action: 'save' },
          editor,
          new Date(at),
        );
      await store.replace(change('Won', 'edit-2', '2026-05-04T09:01:00.000Z'), first);
      await expect(
        store.replace(change('Lost', 'edit-2-renamed', '2026-05-04T09:02:00.000Z'), first),
      ).rejects.toThrow(StaleVersionError);
      expect((await store.get('edit-2'))?.title).toBe('Won');
      await store.create(postAt('edit-2-other', '2026-05-04T09:03:00.000Z', { slug: 'edit-2-renamed' }));
    });

    it('moves a post to a new slug: the old one is free, the new one taken', async () => {
      const first = postAt('edit-3', '2026-05-05T09:00:00.000Z');
      await store.create(first);
      const moved = applyChange(
        first,
        { id: first.id, input: inputFor('edit-3-moved'), action: 'save' },
        editor,
        new Date('2026-05-05T09:01:00.000Z'),
      );
      await store.replace(moved, first);
      await expect(
        store.create(postAt('edit-3-copy', '2026-05-05T09:02:00.000Z', { slug: 'edit-3-moved' })),
      ).rejects.toThrow(SlugTakenError);
      await store.create(postAt('edit-3-heir', '2026-05-05T09:03:00.000Z', { slug: 'edit-3' }));
      await expect(
        store.replace({ ...moved, slug: 'pub-a', version: moved.version + 1 }, moved),
      ).rejects.toThrow(SlugTakenError);
    });

    it(`lists every post most recently changed first, ${PAGE_SIZE} a page, with a cursor to the rest`, async () => {
      const first = await store.listRecent();
      expect(first.items).toHaveLength(PAGE_SIZE);
      expect(first.nextCursor).toBeTruthy();
      const all = await readAll((cursor) => store.listRecent(cursor));
      const newestChangeFirst = [...all].sort(
        (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id),
      );
      expect(ids(all)).toEqual(ids(newestChangeFirst));
      expect(new Set(ids(all)).size).toBe(all.length);
      expect(ids(all.filter((post) => post.id.startsWith('recent-')))).toEqual(ids(recent).reverse());
    });

    it('lists every published post, newest article date first', async () => {
      const all = await store.listPublished();
      expect(all.every((post) => post.state === 'published')).toBe(true);
      expect(ids(all.filter((post) => post.id.startsWith('pub-')))).toEqual(['pub-b', 'pub-c', 'pub-a']);
    });

    it('lists the scheduled posts due by a time, that time included, earliest first', async () => {
      const due = await store.listDue(new Date('2026-06-01T09:00:00.000Z'));
      expect(ids(due.items)).toEqual(['due-2', 'due-1']);
      expect((await store.listDue(new Date('2026-05-31T00:00:00.000Z'))).items).toEqual([]);
    });

    it('answers a forged cursor with a clear message', async () => {
      await expect(store.listRecent('not-a-cursor')).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    });
  });
}
