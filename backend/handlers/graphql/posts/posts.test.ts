/** The posts operations through the local AppSync, the real authorizer and dynalite. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PostDocument,
  PostsDocument,
  SavePostDocument,
  type SavePostMutationVariables,
} from '../../../contract/graphql/posts.generated';
import { postMessages, type PostInput } from '../../../contract/posts';
import { listAuditEntries } from '../../../adapters/dynamodb/audit-log';
import { authMessages } from '../../../domain/auth/policy';
import { publishDuePosts } from '../../../domain/posts/posts';
import { dataOf } from '../../../testing/test-stack';
import { useTestStack } from '../../../testing/use-test-stack';
import { postsDependencies } from '../../composition/posts';
import { createAccount, errorOf, signIn } from '../../../testing/auth-test-helpers';
import { disabledUserToken, newFirstStageToken, nonStaffToken } from '../../../testing/test-callers';
import { productClock } from '../../../adapters/clock';

const stack = useTestStack();
let token: string;
let sequence = 0;

function newInput(overrides: Partial<PostInput> = {}): PostInput {
  sequence += 1;
  return {
    title: `Verdict number ${sequence}`,
    titleShort: 'Verdict',
    slug: `verdict-number-${sequence}-${productClock().getTime()}`,
    category: 'Highway Design',
    date: '2026-05-01',
    author: 'Brandt & Okafor',
    featured: false,
    description: 'A verdict.',
    keywords: 'verdict',
    body: '## Heading\n\n- one\n- two\n\n**bold** [link](https://example.com)',
    spanishTitle: '',
    spanishBody: '',
    ...overrides,
  };
}

const save = (
  variables: Omit<SavePostMutationVariables, 'action'> & Partial<Pick<SavePostMutationVariables, 'action'>>,
  as: string | null = token,
) => stack.graphql(SavePostDocument, { action: 'save', ...variables }, as);

beforeAll(async () => {
  token = await signIn(stack, await createAccount());
});

describe('savePost, posts and post', () => {
  it('creates a draft, publishes it, keeps the earlier version and audits both changes', async () => {
    const input = newInput();
    const created = dataOf((await save({ input })).body).savePost;
    expect(created).toMatchObject({ state: 'draft', version: 1, slug: input.slug, publishAt: null });

    const { body } = await save({ id: created._id, expectedVersion: 1, input, action: 'publish' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.savePost).toMatchObject({ state: 'published', version: 2 });

    const detail = dataOf((await stack.graphql(PostDocument, { id: created._id }, token)).body).post;
    expect(detail.versions).toEqual([expect.objectContaining({ version: 1, state: 'draft' })]);
    const audit = await listAuditEntries({ target: { type: 'post', id: created._id } });
    expect(audit.items.map((entry) => entry.action)).toEqual(['posts.published', 'posts.created']);
  });

  it('lists posts newest change first, ten a page, with a cursor', async () => {
    for (let index = 0; index < 11; index += 1) await save({ input: newInput() });
    const first = dataOf((await stack.graphql(PostsDocument, {}, token)).body).posts;
    expect(first.items).toHaveLength(10);
    expect(first.nextCursor).toBeTruthy();
    const second = dataOf(
      (await stack.graphql(PostsDocument, { cursor: first.nextCursor }, token)).body,
    ).posts;
    expect(second.items.length).toBeGreaterThan(0);
    const updated = [...first.items, ...second.items].map((post: { updatedAt: string }) => post.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('keeps slugs unique across the seed articles and the posts', async () => {
    const seed = await save({ input: newInput({ slug: 'what-to-do-after-a-catastrophic-injury' }) });
    expect(errorOf(seed.body)).toBe(postMessages.slugTaken);
    const input = newInput();
    await save({ input });
    expect(errorOf((await save({ input: { ...input, title: 'Other' } })).body)).toBe(postMessages.slugTaken);
  });

  it('frees the old slug when a post changes its slug', async () => {
    const input = newInput();
    const post = dataOf((await save({ input })).body).savePost;
    await save({ id: post._id, expectedVersion: 1, input: { ...input, slug: `${input.slug}-renamed` } });
    expect((await save({ input })).body.errors).toBeUndefined();
  });

  it('refuses a stale version and an invalid field with readable messages', async () => {
    const input = newInput();
    const post = dataOf((await save({ input })).body).savePost;
    await save({ id: post._id, expectedVersion: 1, input });
    expect(errorOf((await save({ id: post._id, expectedVersion: 1, input })).body)).toBe(
      postMessages.staleVersion,
    );
    expect(errorOf((await save({ input: newInput({ slug: 'Not A Slug' }) })).body)).toBe(
      `URL slug: ${postMessages.slugFormat}`,
    );
  });
});

describe('a post’s Spanish version', () => {
  const spanish = {
    spanishTitle: 'Veredicto número uno',
    spanishBody: '## Encabezado\n\nEl jurado **falló**.',
  };

  it('is saved with the post, read back, kept in the versions and published with it', async () => {
    const input = newInput(spanish);
    const created = dataOf((await save({ input })).body).savePost;
    expect(created).toMatchObject(spanish);

    const { body } = await save({ id: created._id, expectedVersion: 1, input, action: 'publish' });
    expect(body.errors).toBeUndefined();
    expect(body.data?.savePost).toMatchObject({ state: 'published', ...spanish });
    const detail = dataOf((await stack.graphql(PostDocument, { id: created._id }, token)).body).post;
    expect(detail.post).toMatchObject(spanish);
    const { posts } = postsDependencies();
    expect((await posts.listPublished()).find((post) => post.id === created._id)).toMatchObject(spanish);
  });

  it('can be taken away again, and is empty for a client that sends neither field', async () => {
    const input = newInput(spanish);
    const created = dataOf((await save({ input })).body).savePost;
    const cleared = dataOf(
      (
        await save({
          id: created._id,
          expectedVersion: 1,
          input: { ...input, spanishTitle: '', spanishBody: '' },
        })
      ).body,
    ).savePost;
    expect(cleared).toMatchObject({ version: 2, spanishTitle: '', spanishBody: '' });

    const { spanishTitle: _title, spanishBody: _body, ...englishOnly } = newInput();
    const older = dataOf((await save({ input: englishOnly })).body).savePost;
    expect(older).toMatchObject({ spanishTitle: '', spanishBody: '' });
  });

  it('is refused when half of it is given, with a message naming the missing field, and nothing is stored', async () => {
    const titleOnly = newInput({ spanishTitle: 'Solo el título' });
    expect(errorOf((await save({ input: titleOnly })).body)).toBe(
      `Spanish body: ${postMessages.spanishIncomplete('Spanish body', 'Spanish title')}`,
    );
    const bodyOnly = newInput({ spanishBody: 'Solo el texto.' });
    expect(errorOf((await save({ input: bodyOnly, action: 'publish' })).body)).toBe(
      `Spanish title: ${postMessages.spanishIncomplete('Spanish title', 'Spanish body')}`,
    );
    // The slugs were never claimed: the same inputs save once completed.
    expect((await save({ input: { ...titleOnly, spanishBody: 'Y el texto.' } })).body.errors).toBeUndefined();
    expect((await save({ input: { ...bodyOnly, spanishTitle: 'Y el título' } })).body.errors).toBeUndefined();
  });

  it('is held to the English limits', async () => {
    const long = newInput({ spanishTitle: 'x'.repeat(161), spanishBody: 'Texto.' });
    expect(errorOf((await save({ input: long })).body)).toBe(
      'Spanish title: Spanish title can be at most 160 characters.',
    );
  });
});

describe('every posts operation refuses', () => {
  type Operation = () => [query: string, variables: Record<string, unknown>];
  const operations: [name: string, operation: Operation][] = [
    ['posts', () => [PostsDocument, {}]],
    ['post', () => [PostDocument, { id: 'any' }]],
    ['savePost', () => [SavePostDocument, { input: newInput(), action: 'publish' }]],
    [
      'savePost with a Spanish version',
      () => [
        SavePostDocument,
        {
          input: newInput({ spanishTitle: 'Veredicto', spanishBody: 'Texto.' }),
          action: 'publish',
        },
      ],
    ],
  ];

  it.each(operations)('%s without a token', async (_, operation) => {
    const [query, variables] = operation();
    const { body } = await stack.graphql(query, variables, '');
    expect(errorOf(body)).toBe(authMessages.notSignedIn);
    expect(body.data).toBeNull();
  });

  it.each(operations)('%s with a first-stage token', async (_, operation) => {
    const [query, variables] = operation();
    const firstStageToken = await newFirstStageToken(stack);
    expect(errorOf((await stack.graphql(query, variables, firstStageToken)).body)).toBe(
      authMessages.notSignedIn,
    );
  });

  it.each(operations)(
    '%s with a well-signed session for someone who is not staff (the authorizer: 401)',
    async (_, operation) => {
      const [query, variables] = operation();
      const stranger = await nonStaffToken();
      const { status, body } = await stack.graphql(query, variables, stranger);
      expect(status).toBe(401);
      expect(body.data ?? null).toBeNull();
    },
  );

  it.each(operations)(
    '%s with a forged or a disabled user’s token (the authorizer: 401)',
    async (_, operation) => {
      const [query, variables] = operation();
      const forged = `${token.slice(0, -4)}AAAA`;
      expect((await stack.graphql(query, variables, forged)).status).toBe(401);
      const disabledToken = await disabledUserToken(stack);
      expect((await stack.graphql(query, variables, disabledToken)).status).toBe(401);
    },
  );
});

describe('the scheduled posts publisher', () => {
  it('publishes a scheduled post once its time has come (the byState index, a clock set ahead)', async () => {
    const publishAt = new Date(productClock().getTime() + 60 * 60_000).toISOString();
    const { body } = await save({ input: newInput(), action: 'schedule', publishAt });
    const scheduled = dataOf(body).savePost;
    expect(scheduled).toMatchObject({ state: 'scheduled', publishAt });
    const { posts, audit, publicPages } = postsDependencies();
    const deps = { posts, audit, publicPages };

    expect(
      await publishDuePosts({ ...deps, now: () => new Date(productClock().getTime() + 59 * 60_000) }),
    ).toEqual([]);
    const published = await publishDuePosts({
      ...deps,
      now: () => new Date(productClock().getTime() + 61 * 60_000),
    });
    expect(published.map((post) => [post.id, post.state])).toContainEqual([scheduled._id, 'published']);
    const detail = dataOf((await stack.graphql(PostDocument, { id: scheduled._id }, token)).body).post;
    expect(detail.post.state).toBe('published');
  });
});
