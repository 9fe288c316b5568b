import { describe, expect, it } from 'vitest';
import { SILENT_LOG } from '../../../backend/domain/log';
import type { PostInput } from '../../contract/posts';
import { createAuditLog } from '../audit/audit-log';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import type { StaffActor } from '../auth/callers';
import type { StoredUser } from '../auth/user';
import { MemoryPostStore } from '../../testing/memory-post-store';
import { nextState } from './post-record';
import { getPost, listPosts, publishDuePosts, savePost, type PostsDependencies } from './posts';

const author: StoredUser = {
  email: 'writer@example.com',
  _id: 'user-1',
  firstName: 'Dana',
  lastName: 'Whitfield',
  passwordHash: 'x',
  isAdmin: false,
  tokenVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};
/** The author as the resolver wrapper hands them to an operation, calling from `sourceIp`. */
const asAuthor = (sourceIp: string): StaffActor => ({
  kind: 'staff',
  user: author,
  sourceIp,
  sessionId: 'session-author',
});
const input: PostInput = {
  title: 'Verdict in King County',
  titleShort: 'King County Verdict',
  slug: 'verdict-in-king-county',
  category: 'Highway Design',
  date: '2026-05-01',
  author: 'Brandt & Okafor',
  featured: true,
  description: 'A verdict.',
  keywords: 'verdict',
  body: 'Text.',
  spanishTitle: '',
  spanishBody: '',
};

function setup() {
  let clock = new Date('2026-05-01T12:00:00Z');
  let ids = 0;
  const auditStore = new MemoryAuditStore();
  const posts = new MemoryPostStore();
  /** Every public pages update the changes started, in order. */
  const pageUpdates: string[][] = [];
  const deps: PostsDependencies = {
    posts,
    audit: createAuditLog(auditStore, { now: () => clock, log: SILENT_LOG }),
    publicPages: { start: async ({ slugs }) => void pageUpdates.push(slugs) },
    reservedSlugs: new Set(['what-to-do-after-a-catastrophic-injury']),
    now: () => clock,
    newId: () => `post-${++ids}`,
  };
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  return { deps, posts, auditStore, advance, pageUpdates };
}

describe('the state machine', () => {
  it.each([
    ['draft', 'publish', 'published'],
    ['draft', 'schedule', 'scheduled'],
    ['scheduled', 'publish', 'published'],
    ['scheduled', 'unpublish', 'draft'],
    ['published', 'save', 'published'],
    ['published', 'unpublish', 'unpublished'],
    ['unpublished', 'publish', 'published'],
    ['unpublished', 'schedule', 'scheduled'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextState(from, action)).toBe(to);
  });

  it.each([
    ['draft', 'unpublish'],
    ['unpublished', 'unpublish'],
    ['published', 'publish'],
    ['published', 'schedule'],
  ] as const)('refuses %s --%s-->', (from, action) => {
    expect(() => nextState(from, action)).toThrow(`A ${from} post cannot be`);
  });
});

describe('savePost', () => {
  it('creates a draft, audits it, and lists it', async () => {
    const { deps, auditStore } = setup();
    const post = await savePost(asAuthor('203.0.113.9'), { input, action: 'save' }, deps);
    expect(post).toMatchObject({ _id: 'post-1', state: 'draft', version: 1, updatedBy: author.email });
    expect(auditStore.entries.map((entry) => [entry.action, entry.targetId, entry.network])).toEqual([
      ['posts.created', 'post-1', '203.0.113.9'],
    ]);
    expect((await listPosts(asAuthor('ip'), {}, deps)).items.map((item) => item.slug)).toEqual([input.slug]);
  });

  it('keeps every previous version with who and when, and audits each state change', async () => {
    const { deps, auditStore, advance } = setup();
    const draft = await savePost(asAuthor('ip'), { input, action: 'save' }, deps);
    advance(1);
    const published = await savePost(
      asAuthor('ip'),
      { id: draft._id, expectedVersion: 1, input: { ...input, title: 'New title' }, action: 'publish' },
      deps,
    );
    advance(1);
    await savePost(asAuthor('ip'), { id: draft._id, expectedVersion: 2, input, action: 'unpublish' }, deps);
    const { post, versions } = await getPost(asAuthor('ip'), { id: draft._id }, deps);
    expect(published.state).toBe('published');
    expect(post).toMatchObject({ state: 'unpublished', version: 3, title: input.title });
    expect(versions).toEqual([
      {
        version: 2,
        state: 'published',
        title: 'New title',
        slug: input.slug,
        savedAt: '2026-05-01T12:01:00.000Z',
        savedBy: author.email,
      },
      {
        version: 1,
        state: 'draft',
        title: input.title,
        slug: input.slug,
        savedAt: '2026-05-01T12:00:00.000Z',
        savedBy: author.email,
      },
    ]);
    expect(auditStore.entries.map((entry) => entry.action)).toEqual([
      'posts.created',
      'posts.published',
      'posts.unpublished',
    ]);
  });

  it('refuses a seed article slug and another post slug, and frees a slug that was changed', async () => {
    const { deps } = setup();
    await expect(
      savePost(
        asAuthor('ip'),
        { input: { ...input, slug: 'what-to-do-after-a-catastrophic-injury' }, action: 'save' },
        deps,
      ),
    ).rejects.toThrow('Another article already uses this URL');
    const first = await savePost(asAuthor('ip'), { input, action: 'save' }, deps);
    await expect(savePost(asAuthor('ip'), { input, action: 'save' }, deps)).rejects.toThrow(
      'Another article already uses this URL',
    );
    await savePost(
      asAuthor('ip'),
      { id: first._id, expectedVersion: 1, input: { ...input, slug: 'renamed' }, action: 'save' },
      deps,
    );
    await expect(savePost(asAuthor('ip'), { input, action: 'save' }, deps)).resolves.toMatchObject({
      slug: input.slug,
    });
  });

  it('refuses a save that started from an older version', async () => {
    const { deps } = setup();
    const post = await savePost(asAuthor('ip'), { input, action: 'save' }, deps);
    await savePost(asAuthor('ip'), { id: post._id, expectedVersion: 1, input, action: 'save' }, deps);
    await expect(
      savePost(asAuthor('ip'), { id: post._id, expectedVersion: 1, input, action: 'save' }, deps),
    ).rejects.toThrow('Someone else changed this post');
  });

  it('stores a Spanish version, and refuses half of one before storing anything', async () => {
    const { deps, posts, pageUpdates } = setup();
    const spanish = { ...input, spanishTitle: '  Un veredicto  ', spanishBody: 'El jurado **falló**.' };
    const post = await savePost(asAuthor('ip'), { input: spanish, action: 'publish' }, deps);
    expect(post).toMatchObject({ spanishTitle: 'Un veredicto', spanishBody: 'El jurado **falló**.' });
    expect(await posts.get(post._id)).toMatchObject({ spanishTitle: 'Un veredicto' });
    expect(pageUpdates).toEqual([['verdict-in-king-county']]);

    await expect(
      savePost(
        asAuthor('ip'),
        { input: { ...input, slug: 'half', spanishTitle: 'Solo el título' }, action: 'save' },
        deps,
      ),
    ).rejects.toThrow('Spanish body: Please enter the Spanish body too, or clear the Spanish title');
    await expect(
      savePost(
        asAuthor('ip'),
        { input: { ...input, slug: 'half', spanishBody: 'Solo el texto.' }, action: 'save' },
        deps,
      ),
    ).rejects.toThrow('Spanish title: Please enter the Spanish title too, or clear the Spanish body');
    expect((await posts.listRecent()).items).toHaveLength(1);
  });

  it('saves a post without a Spanish version when the editor leaves its fields out or blank', async () => {
    const { deps } = setup();
    const { spanishTitle: _title, spanishBody: _body, ...englishOnly } = input;
    const post = await savePost(asAuthor('ip'), { input: englishOnly, action: 'save' }, deps);
    expect(post).toMatchObject({ spanishTitle: '', spanishBody: '' });
    const blank = await savePost(
      asAuthor('ip'),
      { input: { ...input, slug: 'blank', spanishTitle: ' ', spanishBody: ' \n ' }, action: 'save' },
      deps,
    );
    expect(blank).toMatchObject({ spanishTitle: '', spanishBody: '' });
  });

  it('takes a published post’s Spanish version away, and starts the update of its pages', async () => {
    const { deps, pageUpdates } = setup();
    const spanish = { ...input, spanishTitle: 'Un veredicto', spanishBody: 'Texto.' };
    const post = await savePost(asAuthor('ip'), { input: spanish, action: 'publish' }, deps);
    const cleared = await savePost(
      asAuthor('ip'),
      { id: post._id, expectedVersion: 1, input, action: 'save' },
      deps,
    );
    expect(cleared).toMatchObject({ state: 'published', spanishTitle: '', spanishBody: '' });
    expect(pageUpdates).toEqual([['verdict-in-king-county'], ['verdict-in-king-county']]);
  });

  it('validates on the server with the shared rules', async () => {
    const { deps } = setup();
    await expect(
      savePost(asAuthor('ip'), { input: { ...input, slug: 'Bad Slug' }, action: 'save' }, deps),
    ).rejects.toThrow('URL slug: Use lower-case letters');
    await expect(
      savePost(asAuthor('ip'), { input, action: 'schedule', publishAt: '2026-05-01T11:00:00Z' }, deps),
    ).rejects.toThrow('The scheduled time must be in the future.');
  });
});

describe('public pages updates', () => {
  it('starts one for each change a visitor can see, naming the slugs whose pages change', async () => {
    const { deps, pageUpdates } = setup();
    const draft = await savePost(asAuthor('ip'), { input, action: 'save' }, deps);
    const edit = (version: number, action: 'save' | 'publish' | 'unpublish', slug = input.slug) =>
      savePost(
        asAuthor('ip'),
        { id: draft._id, expectedVersion: version, input: { ...input, slug }, action },
        deps,
      );
    expect(pageUpdates).toEqual([]);
    await edit(1, 'publish');
    expect(pageUpdates).toEqual([[input.slug]]);
    await edit(2, 'save');
    await edit(3, 'save', 'renamed-verdict');
    expect(pageUpdates.slice(1)).toEqual([[input.slug], ['renamed-verdict', input.slug]]);
    await edit(4, 'unpublish', 'renamed-verdict');
    expect(pageUpdates.at(-1)).toEqual(['renamed-verdict']);
    // Unpublished: editing it again changes nothing public.
    await edit(5, 'save', 'renamed-verdict');
    expect(pageUpdates).toHaveLength(4);
  });
});

describe('publishDuePosts', () => {
  it('publishes a scheduled post once its time has come, attributed to who scheduled it', async () => {
    const { deps, auditStore, advance, pageUpdates } = setup();
    const post = await savePost(
      asAuthor('ip'),
      { input, action: 'schedule', publishAt: '2026-05-01T12:05:00Z' },
      deps,
    );
    expect(post).toMatchObject({ state: 'scheduled', publishAt: '2026-05-01T12:05:00.000Z' });
    advance(4);
    expect(await publishDuePosts(deps)).toEqual([]);
    expect(pageUpdates).toEqual([]);
    advance(1);
    const published = await publishDuePosts(deps);
    expect(published.map((item) => [item.id, item.state, item.publishedAt])).toEqual([
      [post._id, 'published', '2026-05-01T12:05:00.000Z'],
    ]);
    expect(pageUpdates).toEqual([[input.slug]]);
    expect(auditStore.entries.at(-1)).toMatchObject({ action: 'posts.published', actorEmail: author.email });
    expect(await publishDuePosts(deps)).toEqual([]);
  });
});
