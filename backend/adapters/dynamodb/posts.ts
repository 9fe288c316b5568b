/**
 * News posts in DynamoDB (the PostStore port). DynamoDB Local (dynalite) has no transactions, so a save is
 * a short sequence of conditional writes, ordered so that a failure part-way leaves nothing a later save
 * cannot repair: claim the new slug, replace the record if its version is unchanged (else release the
 * claim), keep the previous version, release the old slug.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  CURRENT_POST,
  versionOf,
  type StoredPost,
  type StoredPostVersion,
} from '../../domain/posts/post-record';
import { SlugTakenError, StaleVersionError, type PostStore } from '../../domain/posts/ports';
import { documentClient, tableName } from './client';
import { queryPage } from './paging';

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

async function putPost(
  post: StoredPost,
  condition: { expression: string; values?: Record<string, unknown> },
) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName('posts'),
      Item: post,
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
    return Item as StoredPost | undefined;
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
    await documentClient().send(new PutCommand({ TableName: tableName('posts'), Item: versionOf(previous) }));
    if (slugChanged) await releaseSlug(previous.slug, previous.id);
  },

  listRecent(cursor) {
    return queryPage<StoredPost>(
      {
        TableName: tableName('posts'),
        IndexName: 'byUpdated',
        KeyConditionExpression: 'listKey = :post',
        ExpressionAttributeValues: { ':post': CURRENT_POST },
        ScanIndexForward: false,
      },
      { cursor },
    );
  },

  listVersions(id, cursor) {
    return queryPage<StoredPostVersion>(
      {
        TableName: tableName('posts'),
        KeyConditionExpression: 'id = :id AND begins_with(sk, :version)',
        ExpressionAttributeValues: { ':id': id, ':version': 'v#' },
        ScanIndexForward: false,
      },
      { cursor },
    );
  },

  async listPublished() {
    const published: StoredPost[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await queryPage<StoredPost>(
        {
          TableName: tableName('posts'),
          IndexName: 'byState',
          // stateSort is "date#id" for published posts: newest article first.
          KeyConditionExpression: '#state = :published',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':published': 'published' },
          ScanIndexForward: false,
        },
        { cursor },
      );
      published.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return published;
  },

  listDue(now, cursor) {
    return queryPage<StoredPost>(
      {
        TableName: tableName('posts'),
        IndexName: 'byState',
        // stateSort is "publishAt#id"; "~" sorts after "#", so every post due at `now` itself is included.
        KeyConditionExpression: '#state = :scheduled AND stateSort <= :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':scheduled': 'scheduled', ':now': `${now.toISOString()}~` },
      },
      { cursor },
    );
  },
};
