/**
 * Engagement letters in DynamoDB (domain/letters/ports.ts): one table holds template versions, letters and
 * the pointers from a link's token hash and from a sealed PDF's SHA-256 (tables.ts). Every list is one Query
 * page on an index; a save is a conditional put on the version it replaces.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LETTER_REMINDER_DAYS } from '../../contract/letters';
import { ConflictError } from '../../domain/documents/ports';
import type { LetterStore } from '../../domain/letters/ports';
import {
  sweepDueOf,
  type LetterRecord,
  type LetterTemplateRecord,
  type SealRecord,
} from '../../domain/letters/records';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryPage } from './paging';

const TABLE = () => tableName('letters');
const HEAD_SK = 'head';
const LETTER_SK = 'letter';
const POINTER_SK = 'pointer';
const TEMPLATES = 'templates';
const DUE = 'due';
const templatePk = (id: string) => `template#${id}`;
const versionSk = (version: number) => `v#${String(version).padStart(10, '0')}`;
const letterPk = (id: string) => `letter#${id}`;
const tokenPk = (tokenHash: string) => `token#${tokenHash}`;
const sealPk = (sha256: string) => `seal#${sha256.toLowerCase()}`;
/** Letter ids are UUIDs, so this one names nothing. */
const NO_LETTER_ID = 'no-letter';

const KEY_FIELDS = ['pk', 'sk', 'listKey', 'listSort', 'caseKey', 'caseSort', 'sweep', 'sweepAt'] as const;

function recordOf<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const record = { ...item };
  for (const field of KEY_FIELDS) delete record[field];
  return record as T;
}

function letterItem(letter: LetterRecord) {
  const sweepAt = sweepDueOf(letter, LETTER_REMINDER_DAYS);
  return {
    ...letter,
    pk: letterPk(letter.id),
    sk: LETTER_SK,
    caseKey: letter.caseId,
    caseSort: `${letter.sentAt}#${letter.id}`,
    ...(sweepAt ? { sweep: DUE, sweepAt } : {}),
  };
}

async function getItem(pk: string, sk: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: TABLE(), Key: { pk, sk }, ConsistentRead: true }),
  );
  return Item;
}

const getLetter = async (id: string) => recordOf<LetterRecord>(await getItem(letterPk(id), LETTER_SK));

export const letterStore: LetterStore = {
  async saveTemplate(template, expectedLatest) {
    const saved = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: {
            ...template,
            pk: templatePk(template.id),
            sk: HEAD_SK,
            listKey: TEMPLATES,
            listSort: `${template.name.toLowerCase()}#${template.id}`,
          },
          ConditionExpression:
            expectedLatest === undefined ? 'attribute_not_exists(pk)' : 'version = :expected',
          ...(expectedLatest === undefined
            ? {}
            : { ExpressionAttributeValues: { ':expected': expectedLatest } }),
        }),
      ),
    );
    if (!saved) return false;
    await documentClient().send(
      new PutCommand({
        TableName: TABLE(),
        Item: { ...template, pk: templatePk(template.id), sk: versionSk(template.version) },
      }),
    );
    return true;
  },

  async getTemplate(id, version) {
    const head = recordOf<LetterTemplateRecord>(await getItem(templatePk(id), HEAD_SK));
    if (!head || version === undefined || version === head.version) return head;
    const stored = recordOf<LetterTemplateRecord>(await getItem(templatePk(id), versionSk(version)));
    return stored && { ...stored, retired: head.retired };
  },

  async listTemplates(cursor) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        IndexName: 'byList',
        KeyConditionExpression: 'listKey = :templates',
        ExpressionAttributeValues: { ':templates': TEMPLATES },
      },
      { cursor },
    );
    return {
      items: page.items.map((item) => recordOf<LetterTemplateRecord>(item)!),
      nextCursor: page.nextCursor,
    };
  },

  setTemplateRetired(id, retired) {
    return conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { pk: templatePk(id), sk: HEAD_SK },
          UpdateExpression: 'SET retired = :retired',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':retired': retired },
        }),
      ),
    );
  },

  async createLetter(letter) {
    for (const [index, signer] of letter.signers.entries()) {
      await documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: { pk: tokenPk(signer.tokenHash), sk: POINTER_SK, letterId: letter.id, signer: index },
        }),
      );
    }
    const created = await conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: letterItem(letter),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    if (!created) throw new ConflictError(letter.id);
  },

  getLetter,

  saveLetter(letter, expectedVersion) {
    return conditionally(() =>
      documentClient().send(
        new PutCommand({
          TableName: TABLE(),
          Item: letterItem(letter),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': expectedVersion },
        }),
      ),
    );
  },

  async lettersOfCase(caseId, cursor) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        IndexName: 'byCase',
        KeyConditionExpression: 'caseKey = :case',
        ExpressionAttributeValues: { ':case': caseId },
        ScanIndexForward: false,
      },
      { cursor },
    );
    return { items: page.items.map((item) => recordOf<LetterRecord>(item)!), nextCursor: page.nextCursor };
  },

  async findByTokenHash(tokenHash) {
    const pointer = await getItem(tokenPk(tokenHash), POINTER_SK);
    // A made-up token reads a letter too (one no id can name), so it costs what a real one does.
    const letter = await getLetter(typeof pointer?.letterId === 'string' ? pointer.letterId : NO_LETTER_ID);
    const signer = typeof pointer?.signer === 'number' ? pointer.signer : -1;
    return letter && letter.signers[signer]?.tokenHash === tokenHash ? { letter, signer } : undefined;
  },

  async dueLetters(before) {
    const page = await queryPage<Record<string, unknown>>(
      {
        TableName: TABLE(),
        IndexName: 'bySweep',
        KeyConditionExpression: 'sweep = :due AND sweepAt <= :before',
        ExpressionAttributeValues: { ':due': DUE, ':before': before },
      },
      { limit: 100 },
    );
    return { items: page.items.map((item) => recordOf<LetterRecord>(item)!), nextCursor: page.nextCursor };
  },

  async recordSeal(seal) {
    await documentClient().send(
      new PutCommand({ TableName: TABLE(), Item: { ...seal, pk: sealPk(seal.sha256), sk: POINTER_SK } }),
    );
  },

  async findSeal(sha256) {
    const item = await getItem(sealPk(sha256), POINTER_SK);
    return recordOf<SealRecord>(item);
  },
};
