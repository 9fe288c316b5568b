/**
 * News posts in DynamoDB (the PostStore port). DynamoDB Local (dynalite) has no transactions, so a save is
 * a short sequence of conditional writes, ordered so that a failure part-way leaves nothing a later save
 * cannot repair: claim the new slug, replace the record if its version is unchanged (else release the
 * claim), keep the previous version, release the old slug. The keys (`sk`, and those of the byState and
 * byUpdated indexes) are this adapter's: computed from the post when it is written, dropped when it is read.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { versionOf, type StoredPost, type StoredPostVersion } from '../../domain/posts/post-record';
import { SlugTakenError, StaleVersionError, type PostStore } from '../../domain/posts/ports';
import { documentClient, tableName } from './client';
import { queryPage } from './paging';
import type { Page } from '../../contract/paging';

/** The sort key of a post's current record, and the one partition of the byUpdated index. */
const CURRENT_POST = 'post';
const VERSION_PREFIX = 'v#';
const SLUG_GUARD = 'slug';
const guardKey = (slug: string) => ({ id: `slug#${slug}`, sk: SLUG_GUARD });

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** Claims `slug` for `postId` (again, if it already holds it). */
async function claimSlug(slug: string, postId: string): Promise<void> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('posts'),
        Item: { ...guardKey(slug), postId },
        ConditionExpression: 'attribute_not_exists(id) OR postId = :post',
        ExpressionAttributeValues: { ':post': postId },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

/** Releases `slug` only if `postId` holds it. */
async function releaseSlug(slug: string, postId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName('posts'),
        Key: guardKey(slug),
        ConditionExpression: 'postId = :post',
        ExpressionAttributeValues: { ':post': postId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A post's current record as the table holds it, with the keys of its two list indexes. */
interface PostItem extends StoredPost {
  sk: typeof CURRENT_POST;
  /** byState: scheduled posts sort by publishAt (the schedule asks "due by now?"), others by article date. */
  stateSort: string;
  /** byUpdated: every post, most recently changed first (the staff list). */
  listKey: typeof CURRENT_POST;
  listSort: string;
}

function postItemOf(post: StoredPost): PostItem {
  return {
    ...post,
    sk: CURRENT_POST,
    stateSort: `${post.state === 'scheduled' ? post.publishAt : post.date}#${post.id}`,
    listKey: CURRENT_POST,
    listSort: `${post.updatedAt}#${post.id}`,
  };
}

/** Records written before posts had a Spanish version hold neither of its fields: they have none. */
const withoutSpanishVersion = { spanishTitle: '', spanishBody: '' } as const;

function postOf(item: PostItem): StoredPost {
  const { sk: _sk, stateSort: _stateSort, listKey: _listKey, listSort: _listSort, ...post } = item;
  return { ...withoutSpanishVersion, ...post };
}

/** An earlier version, under `v#` and its zero-padded number: a post's versions sort by number. */
type VersionItem = StoredPostVersion & { sk: string };

const versionItemOf = (version: StoredPostVersion): VersionItem => ({
  ...version,
  sk: `${VERSION_PREFIX}${String(version.version).padStart(8, '0')}`,
});

function versionFrom({ sk: _sk, ...version }: VersionItem): StoredPostVersion {
  return { ...version, post: { ...withoutSpanishVersion, ...version.post } };
}

async function postPage(
  input: Parameters<typeof queryPage>[0],
  cursor: string | null | undefined,
): Promise<Page<StoredPost>> {
  const page = await queryPage<PostItem>(input, { cursor });
  return { ...page, items: page.items.map(postOf) };
}

async function putPost(
  post: StoredPost,
  condition: { expression: string; values?: Record<string, unknown> },
) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName('posts'),
      Item: postItemOf(post),
      ConditionExpression: condition.expression,
      ExpressionAttributeValues: condition.values,
    }),
  );
}

export const postStore: PostStore = {
  async get(id) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName('posts'), Key: { id, sk: CURRENT_POST }, ConsistentRead: true }),
    );
    return Item && postOf(Item as PostItem);
  },

  async create(post) {
    await claimSlug(post.slug, post.id);
    try {
      await putPost(post, { expression: 'attribute_not_exists(id)' });
    } catch (error) {
      await releaseSlug(post.slug, post.id);
      throw error;
    }
  },

  async replace(next, previous) {
    const slugChanged = next.slug !== previous.slug;
    if (slugChanged) await claimSlug(next.slug, next.id);
    try {
      await putPost(next, { expression: 'version = :previous', values: { ':previous': previous.version } });
    } catch (error) {
      if (slugChanged) await releaseSlug(next.slug, next.id);
      if (isConditionFailure(error)) throw new StaleVersionError(next.id);
      throw error;
    }
    await documentClient().send(
      new PutCommand({ TableName: tableName('posts'), Item: versionItemOf(versionOf(previous)) }),
    );
    if (slugChanged) await releaseSlug(previous.slug, previous.id);
  },

  listRecent(cursor) {
    return postPage(
      {
        TableName: tableName('posts'),
        IndexName: 'byUpdated',
        KeyConditionExpression: 'listKey = :post',
        ExpressionAttributeValues: { ':post': CURRENT_POST },
        ScanIndexForward: false,
      },
      cursor,
    );
  },

  async listVersions(id, cursor) {
    const page = await queryPage<VersionItem>(
      {
        TableName: tableName('posts'),
        KeyConditionExpression: 'id = :id AND begins_with(sk, :version)',
        ExpressionAttributeValues: { ':id': id, ':version': VERSION_PREFIX },
        ScanIndexForward: false,
      },
      { cursor },
    );
    return { ...page, items: page.items.map(versionFrom) };
  },

  async listPublished() {
    const published: StoredPost[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await postPage(
        {
          TableName: tableName('posts'),
          IndexName: 'byState',
          // stateSort is "date#id" for published posts: newest article first.
          KeyConditionExpression: '#state = :published',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':published': 'published' },
          ScanIndexForward: false,
        },
        cursor,
      );
      published.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return published;
  },

  listDue(now, cursor) {
    return postPage(
      {
        TableName: tableName('posts'),
        IndexName: 'byState',
        // stateSort is "publishAt#id"; "~" sorts after "#", so every post due at `now` itself is included.
        KeyConditionExpression: '#state = :scheduled AND stateSort <= :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':now': `${now.toISOString()}~` },
      },
      cursor,
    );
  },
};
