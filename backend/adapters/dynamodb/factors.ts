/**
 * The strong sign-in factors in one table (see `factors` in tables.ts): an account's items share its email as
 * partition key, so everything it has enrolled is one Query. Every use is a conditional write: a TOTP step
 * spent once, a recovery code removed from the set once, a challenge deleted once.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Challenge,
  EnrolledFactors,
  FactorPolicy,
  FactorStore,
  PasskeyFactor,
  PendingTotp,
  TotpFactor,
} from '../../domain/auth/factor-store';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';
import { queryAll } from './paging';

const TOTP = 'totp';
const PENDING_TOTP = 'totp-pending';
const RECOVERY = 'recovery';
const PASSKEY_PREFIX = 'passkey#';
const passkeyItem = (credentialId: string) => `${PASSKEY_PREFIX}${credentialId}`;
const challengeOwner = (id: string) => `challenge#${id}`;
const CHALLENGE = 'challenge';

const table = () => tableName('factors');

interface StoredItem extends Record<string, unknown> {
  owner: string;
  item: string;
}

function passkeyOf(item: Record<string, unknown>): PasskeyFactor {
  const { owner: _owner, item: _item, ...factor } = item;
  return factor as unknown as PasskeyFactor;
}

async function enrolled(email: string): Promise<EnrolledFactors> {
  const result: EnrolledFactors = { passkeys: [], recoveryCodesLeft: 0 };
  for await (const item of queryAll<StoredItem>({
    TableName: table(),
    KeyConditionExpression: '#owner = :owner',
    ExpressionAttributeNames: { '#owner': 'owner' },
    ExpressionAttributeValues: { ':owner': email },
    ConsistentRead: true,
  })) {
    if (item.item === TOTP) {
      const { sealedSecret, createdAt, lastUsedStep } = item as unknown as TotpFactor;
      result.totp = { sealedSecret, createdAt, lastUsedStep };
    } else if (item.item === RECOVERY) {
      result.recoveryCodesLeft = (item.hashes as Set<string> | undefined)?.size ?? 0;
    } else if (item.item.startsWith(PASSKEY_PREFIX)) {
      result.passkeys.push(passkeyOf(item));
    }
  }
  result.passkeys.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return result;
}

async function getItem(owner: string, item: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: table(), Key: { owner, item }, ConsistentRead: true }),
  );
  return Item;
}

async function deleteItem(owner: string, item: string): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: { owner, item },
        ConditionExpression: 'attribute_exists(#owner)',
        ExpressionAttributeNames: { '#owner': 'owner' },
      }),
    ),
  );
}

async function put(item: StoredItem, condition?: string): Promise<boolean> {
  return conditionally(() =>
    documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: item,
        ...(condition && { ConditionExpression: condition, ExpressionAttributeNames: { '#owner': 'owner' } }),
      }),
    ),
  );
}

/** The firm's policy: one item. */
const FIRM = '#firm';
const POLICY = 'policy';

export const factorStore: FactorStore = {
  enrolled,

  async policy() {
    const item = await getItem(FIRM, POLICY);
    if (!item) return undefined;
    const { require, graceDays, since } = item as unknown as FactorPolicy;
    return { require, graceDays, since };
  },

  async setPolicy(policy: FactorPolicy) {
    await put({ owner: FIRM, item: POLICY, ...policy });
  },

  async pendingTotp(email) {
    const item = await getItem(email, PENDING_TOTP);
    return item && { sealedSecret: String(item.sealedSecret), expiresAt: Number(item.expiresAt) };
  },

  async putPendingTotp(email, pending: PendingTotp) {
    await put({ owner: email, item: PENDING_TOTP, ...pending });
  },

  async confirmTotp(email, factor: TotpFactor) {
    const added = await put({ owner: email, item: TOTP, ...factor }, 'attribute_not_exists(#owner)');
    if (added) await deleteItem(email, PENDING_TOTP);
    return added;
  },

  useTotpStep(email, step) {
    return conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { owner: email, item: TOTP },
          UpdateExpression: 'SET lastUsedStep = :step',
          ConditionExpression: 'lastUsedStep < :step',
          ExpressionAttributeValues: { ':step': step },
        }),
      ),
    );
  },

  removeTotp: (email) => deleteItem(email, TOTP),

  async replaceRecoveryCodes(email, hashes) {
    await put({ owner: email, item: RECOVERY, hashes: new Set(hashes) });
  },

  useRecoveryCode(email, hash) {
    return conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { owner: email, item: RECOVERY },
          UpdateExpression: 'DELETE hashes :one',
          ConditionExpression: 'contains(hashes, :hash)',
          ExpressionAttributeValues: { ':one': new Set([hash]), ':hash': hash },
        }),
      ),
    );
  },

  removeRecoveryCodes: (email) => deleteItem(email, RECOVERY),

  async passkey(credentialId) {
    const { Items } = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'byCredential',
        KeyConditionExpression: 'credentialId = :id',
        ExpressionAttributeValues: { ':id': credentialId },
        Limit: 1,
      }),
    );
    const found = Items?.[0];
    // The index may lag a moment behind a removal: the item itself decides.
    const item = found && (await getItem(String(found.owner), String(found.item)));
    return item && passkeyOf(item);
  },

  async addPasskey(factor) {
    const added = await put(
      { owner: factor.email, item: passkeyItem(factor.credentialId), ...factor },
      'attribute_not_exists(#owner)',
    );
    if (!added) throw new Error('Passkey already stored');
  },

  async usePasskey(factor, counter, at) {
    await conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { owner: factor.email, item: passkeyItem(factor.credentialId) },
          UpdateExpression: 'SET #counter = :counter, lastUsedAt = :at',
          ConditionExpression: 'attribute_exists(#owner)',
          ExpressionAttributeNames: { '#counter': 'counter', '#owner': 'owner' },
          ExpressionAttributeValues: { ':counter': counter, ':at': at },
        }),
      ),
    );
  },

  removePasskey: (email, credentialId) => deleteItem(email, passkeyItem(credentialId)),

  async removeAll(email) {
    const items: StoredItem[] = [];
    for await (const item of queryAll<StoredItem>({
      TableName: table(),
      KeyConditionExpression: '#owner = :owner',
      ProjectionExpression: '#owner, #item',
      ExpressionAttributeNames: { '#owner': 'owner', '#item': 'item' },
      ExpressionAttributeValues: { ':owner': email },
    })) {
      items.push(item);
    }
    for (const { owner, item } of items) await deleteItem(owner, item);
  },

  async putChallenge(challenge: Challenge) {
    await put({ owner: challengeOwner(challenge.id), item: CHALLENGE, ...challenge });
  },

  async takeChallenge(id) {
    try {
      const { Attributes } = await documentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: { owner: challengeOwner(id), item: CHALLENGE },
          ConditionExpression: 'attribute_exists(#owner)',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ReturnValues: 'ALL_OLD',
        }),
      );
      if (!Attributes) return undefined;
      const { owner: _owner, item: _item, ...challenge } = Attributes;
      return challenge as Challenge;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
  },
};
