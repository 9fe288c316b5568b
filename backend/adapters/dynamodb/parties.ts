/**
 * Conflict checks in DynamoDB (domain/conflicts/ports.ts). One table, partitioned by case: each party
 * ("party#<id>"), one item per search term it is filed under ("term#<partyId>#<term>", carrying the party's
 * name, role and contact, and the index keys `searchTerm` and `partyRef`), and the case's last check
 * ("check"). A search is one Query of bySearchTerm per term, following its pages; never a Scan.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PartyStore } from '../../domain/conflicts/ports';
import type { CheckRecord, FiledParty, PartyRecord } from '../../domain/conflicts/records';
import { BATCH_WRITE_ITEMS, writeBatch } from './batch-write';
import { documentClient, tableName } from './client';
import { conditionally } from './conditional-write';

const TABLE = () => tableName('parties');
const CHECK_SK = 'check';
/** The firm's routine parties: one item under a case id no lead or matter can have. */
const ROUTINE_KEY = { caseId: '#routine', sk: 'list' };
const partySk = (partyId: string) => `party#${partyId}`;
const termsOfPartySk = (partyId: string) => `term#${partyId}#`;
const BY_SEARCH_TERM = 'bySearchTerm';

/** Every item of a Query, page after page (a case's items; the parties filed under one term). */
async function queryAll(input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

function partyOf(item: Record<string, unknown>): PartyRecord {
  const { sk: _sk, ...party } = item;
  return party as unknown as PartyRecord;
}

function filedOf(item: Record<string, unknown>): FiledParty {
  const { caseId, partyId, kind, name, role, email, phone } = item as Record<string, string>;
  return {
    caseId: caseId!,
    id: partyId!,
    kind: kind as FiledParty['kind'],
    name: name!,
    role: role as FiledParty['role'],
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  };
}

async function deleteAll(keys: Record<string, unknown>[]) {
  for (let start = 0; start < keys.length; start += BATCH_WRITE_ITEMS) {
    const batch = keys.slice(start, start + BATCH_WRITE_ITEMS);
    await writeBatch(
      TABLE(),
      batch.map((key) => ({ DeleteRequest: { Key: { caseId: key.caseId, sk: key.sk } } })),
    );
  }
}

async function termItemsOf(caseId: string, partyId: string) {
  return queryAll({
    TableName: TABLE(),
    KeyConditionExpression: 'caseId = :case AND begins_with(sk, :terms)',
    ExpressionAttributeValues: { ':case': caseId, ':terms': termsOfPartySk(partyId) },
    ProjectionExpression: 'caseId, sk',
  });
}

export const partyStore: PartyStore = {
  async parties(caseId) {
    const items = await queryAll({
      TableName: TABLE(),
      KeyConditionExpression: 'caseId = :case AND begins_with(sk, :party)',
      ExpressionAttributeValues: { ':case': caseId, ':party': 'party#' },
      ConsistentRead: true,
    });
    return items.map(partyOf).sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id));
  },

  async putParty(party, terms) {
    await deleteAll(await termItemsOf(party.caseId, party.id));
    const { caseId, id, kind, name, role, email, phone } = party;
    const termItems = [...new Set(terms)].map((term) => ({
      caseId,
      sk: `${termsOfPartySk(id)}${term}`,
      searchTerm: term,
      partyRef: `${caseId}#${id}`,
      partyId: id,
      kind,
      name,
      role,
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
    }));
    for (let start = 0; start < termItems.length; start += BATCH_WRITE_ITEMS) {
      await writeBatch(
        TABLE(),
        termItems.slice(start, start + BATCH_WRITE_ITEMS).map((Item) => ({ PutRequest: { Item } })),
      );
    }
    // The party last: a party on the case's list is always findable by its terms.
    await documentClient().send(new PutCommand({ TableName: TABLE(), Item: { ...party, sk: partySk(id) } }));
  },

  async deleteParty(caseId, partyId) {
    const removed = await conditionally(() =>
      documentClient().send(
        new DeleteCommand({
          TableName: TABLE(),
          Key: { caseId, sk: partySk(partyId) },
          ConditionExpression: 'attribute_exists(sk)',
        }),
      ),
    );
    await deleteAll(await termItemsOf(caseId, partyId));
    return removed;
  },

  async filedUnder(term) {
    const items = await queryAll({
      TableName: TABLE(),
      IndexName: BY_SEARCH_TERM,
      KeyConditionExpression: 'searchTerm = :term',
      ExpressionAttributeValues: { ':term': term },
    });
    return items.map(filedOf);
  },

  async check(caseId) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: { caseId, sk: CHECK_SK }, ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { sk: _sk, ...check } = Item;
    return check as unknown as CheckRecord;
  },

  async putCheck(check) {
    await documentClient().send(new PutCommand({ TableName: TABLE(), Item: { ...check, sk: CHECK_SK } }));
  },

  async decide(caseId, checkedAt, { state, decision }) {
    return conditionally(() =>
      documentClient().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: { caseId, sk: CHECK_SK },
          UpdateExpression: 'SET #state = :state, decision = :decision',
          ConditionExpression: 'checkedAt = :checkedAt',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': state, ':decision': decision, ':checkedAt': checkedAt },
        }),
      ),
    );
  },

  async routineParties() {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: TABLE(), Key: ROUTINE_KEY, ConsistentRead: true }),
    );
    return (Item?.names as string[] | undefined) ?? [];
  },

  async putRoutineParties(names, by, at) {
    await documentClient().send(
      new PutCommand({
        TableName: TABLE(),
        Item: { ...ROUTINE_KEY, names: [...names], updatedBy: by, updatedAt: at },
      }),
    );
  },
};
