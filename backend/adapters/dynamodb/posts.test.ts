/**
 * The post store against dynalite: the contract every post store keeps, then the items this adapter writes
 * (the keys of the byState and byUpdated indexes the tables define).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../../testing/use-test-stack';
import { describePostStoreContract } from '../../testing/contracts/post-store-contract';
import { applyChange } from '../../domain/posts/post-record';
import { documentClient, tableName } from './client';
import { postStore } from './posts';

// The adapters reach the local stack through the endpoints it sets in this process.
useTestStack();

describePostStoreContract('DynamoDB', () => postStore);

describe('the DynamoDB post store', () => {
  const item = async (id: string, sk: string) =>
    (await documentClient().send(new GetCommand({ TableName: tableName('posts'), Key: { id, sk } }))).Item;

  it('writes the current record and each earlier version under the keys the tables define', async () => {
    const editor = { userId: 'u-1', email: 'writer@brandtokafor.example' };
    const input = {
      title: 'Keys',
      titleShort: 'Keys',
      slug: 'keys',
      category: 'Highway Design' as const,
      date: '2026-05-01',
      author: 'Brandt & Okafor',
      featured: false,
      description: 'A post.',
      keywords: 'post',
      body: 'Text.',
      spanishTitle: '',
      spanishBody: '',
    };
    const first = applyChange(
      undefined,
      { id: 'p-keys', input, action: 'schedule', publishAt: '2026-07-01T09:00:00.000Z' },
      editor,
      new Date('2026-06-01T09:00:00.000Z'),
    );
    await postStore.create(first);
    // Scheduled: the byState index sorts it by its time, so the schedule asks "due by now?".
    expect(await item('p-keys', 'post')).toMatchObject({ stateSort: '2026-07-01T09:00:00.000Z#p-keys' });
    const second = applyChange(
      first,
      { id: 'p-keys', input, action: 'publish' },
      editor,
      new Date('2026-06-02T09:00:00.000Z'),
    );
    await postStore.replace(second, first);
    expect(await item('p-keys', 'post')).toEqual({
      ...second,
      sk: 'post',
      stateSort: '2026-05-01#p-keys',
      listKey: 'post',
      listSort: '2026-06-02T09:00:00.000Z#p-keys',
    });
    expect(await item('p-keys', 'v#00000001')).toEqual({
      id: 'p-keys',
      sk: 'v#00000001',
      version: 1,
      savedAt: '2026-06-01T09:00:00.000Z',
      savedBy: editor.email,
      post: first,
    });
    expect(await item('slug#keys', 'slug')).toEqual({ id: 'slug#keys', sk: 'slug', postId: 'p-keys' });
  });

  it('reads a record written before posts had a Spanish version as having none', async () => {
    const {
      spanishTitle: _title,
      spanishBody: _body,
      ...older
    } = applyChange(
      undefined,
      {
        id: 'p-older',
        input: {
          title: 'Older',
          titleShort: 'Older',
          slug: 'older-record',
          category: 'Highway Design',
          date: '2026-05-01',
          author: 'Brandt & Okafor',
          featured: false,
          description: 'A post.',
          keywords: 'post',
          body: 'Text.',
          spanishTitle: '',
          spanishBody: '',
        },
        action: 'save',
      },
      { userId: 'u-1', email: 'writer@brandtokafor.example' },
      new Date('2026-06-01T09:00:00.000Z'),
    );
    await documentClient().send(
      new PutCommand({
        TableName: tableName('posts'),
        Item: { ...older, sk: 'post', stateSort: '2026-05-01#p-older', listKey: 'post', listSort: 'x' },
      }),
    );
    expect(await postStore.get('p-older')).toMatchObject({
      title: 'Older',
      spanishTitle: '',
      spanishBody: '',
    });
  });
});
