/**
 * `npm run bench:conflicts`: what the automatic conflict check costs as the parties on file grow (not part of
 * `npm test`). Starts its own DynamoDB (dynalite, a fresh directory), files generated cases of about four
 * parties each (people with common English and Spanish given names and a spread of surnames, insurers and
 * other companies, emails and phones) under their search terms, and the leads they belong to as the check
 * describes them; then, at each size, files BENCH_CHECKS new leads of four parties (some of them near-matches
 * of parties on file: a nickname, a misspelt or sound-alike surname, the same phone) and times
 * runConflictCheck on each, counting its DynamoDB calls and the filed parties its term Queries read.
 *
 * Seeding writes the items the parties adapter writes (one per search term and one for the party, the shape
 * of partyStore.putParty) with BatchWrite, 25 items a call: putParty makes three calls per party, which at
 * 100,000 parties is most of the run. The new leads' parties go through partyStore.putParty itself.
 *
 * Usage: npm run bench:conflicts (BENCH_PARTIES=1000,10000,100000, BENCH_CHECKS=30, BENCH_ROUTINE=0 to
 * measure without the routine list of insurers)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../backend/adapters/dynamodb/client';
import { leadCases } from '../backend/adapters/dynamodb/lead-cases';
import { partyStore } from '../backend/adapters/dynamodb/parties';
import { tables } from '../backend/adapters/dynamodb/tables';
import { DEFAULT_REGION } from '../backend/contract/deployment';
import type { PartyRole } from '../backend/contract/conflicts';
import { runConflictCheck } from '../backend/domain/conflicts/conflict-check';
import { searchTermsOf } from '../backend/domain/conflicts/matching';
import type { PartyStore } from '../backend/domain/conflicts/ports';
import type { PartyRecord } from '../backend/domain/conflicts/records';
import { startDynamo } from '../backend/local/dynamodb';
import { allCalls, countEveryDynamoCall } from './lib/dynamo-calls';

const SIZES = (process.env.BENCH_PARTIES ?? '1000,10000,100000')
  .split(',')
  .map(Number)
  .filter((size) => size > 0)
  .sort((a, b) => a - b);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 30);
const PARTIES_PER_CASE = 4;
const BATCH = 25;
const CONCURRENCY = 8;

// Names. Given names as the nickname list knows them (so nicknames can be tried), surnames by how common they
// are in the US (the first is the most common), and a long tail made of syllables, as most surnames are rare.

const ENGLISH_GIVEN = (
  'James Robert John Michael David William Richard Joseph Thomas Charles Christopher Daniel ' +
  'Matthew Anthony Mark Donald Steven Andrew Kenneth Joshua Mary Patricia Jennifer Linda Elizabeth ' +
  'Barbara Susan Jessica Sarah Karen Nancy Lisa Betty Margaret Sandra Ashley Kimberly Emily Donna ' +
  'Michelle'
).split(' ');
const SPANISH_GIVEN = (
  'José Juan Luis Carlos Jesús Francisco Antonio Miguel Alejandro Jorge Manuel Pedro Ricardo ' +
  'Fernando Guillermo Rafael Javier Eduardo Roberto Ignacio María Guadalupe Rosa Ana Carmen Teresa ' +
  'Dolores Margarita Josefina Alejandra Isabel Elena Patricia Consuelo Graciela Socorro Rosario ' +
  'Mercedes Verónica Lucía'
).split(' ');
const NICKNAMES: Record<string, string> = {
  Robert: 'Bob',
  William: 'Bill',
  Richard: 'Dick',
  James: 'Jim',
  Michael: 'Mike',
  Elizabeth: 'Liz',
  Margaret: 'Peggy',
  Joseph: 'Joe',
  Thomas: 'Tom',
  Charles: 'Chuck',
  José: 'Pepe',
  Francisco: 'Paco',
  Jesús: 'Chuy',
  Guadalupe: 'Lupe',
  Guillermo: 'Memo',
  Ignacio: 'Nacho',
  Dolores: 'Lola',
  Rosario: 'Chayo',
};
const COMMON_SURNAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez ' +
  'Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris ' +
  'Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill ' +
  'Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips ' +
  'Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers ' +
  'Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson ' +
  'Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders ' +
  'Patel Myers Long Ross Foster Jimenez'
).split(' ');
const SYLLABLES = (
  'bar ber bolt cal dan dor fen gal hart kin lam ler mar mont nor ov pel quin ros sel stad tor val ' +
  'wick zan ard ell ing ton vik'
).split(' ');
/** Auto insurers with their rough share of the market: an adverse driver's insurer is in most injury cases. */
const INSURERS: [string, number][] = [
  ['State Farm Mutual Automobile Insurance Company', 17],
  ['Progressive Casualty Insurance Company', 14],
  ['GEICO', 12],
  ['Allstate Insurance Company', 10],
  ['USAA', 6],
  ['Liberty Mutual Insurance', 5],
  ['Farmers Insurance Exchange', 5],
  ['American Family Insurance', 3],
  ['Travelers', 3],
  ['Nationwide', 2],
  ['PEMCO Insurance', 1],
  ['Safeco Insurance', 1],
];
const COMPANY_KINDS = [
  'Trucking LLC',
  'Construction Inc.',
  'Logistics',
  'Property Management',
  'Delivery Co.',
];

/** A small seeded generator, so that every run files the same parties. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

type Random = () => number;
const pick = <T>(next: Random, list: readonly T[]) => list[Math.floor(next() * list.length)]!;
/**
 * Weighted choice. The 100 commonest US surnames are borne by about 30 % of people, Smith by about 0.8 %, and the
 * 100th is about a ninth as common as the first: weights of 1 / sqrt(rank) give that slope.
 */
function weighted<T>(next: Random, entries: readonly (readonly [T, number])[]): T {
  let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    left -= weight;
    if (left <= 0) return value;
  }
  return entries.at(-1)![0];
}

const COMMON_SHARE = 0.3;
const SURNAME_WEIGHTS = COMMON_SURNAMES.map((name, rank) => [name, 1 / Math.sqrt(rank + 1)] as const);

function surname(next: Random): string {
  if (next() < COMMON_SHARE) return weighted(next, SURNAME_WEIGHTS);
  const word = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(next, SYLLABLES)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function person(next: Random): { name: string; given: string; surname: string } {
  const given = pick(next, next() < 0.6 ? ENGLISH_GIVEN : SPANISH_GIVEN);
  const family = surname(next);
  // Some Spanish names carry both surnames.
  const name =
    SPANISH_GIVEN.includes(given) && next() < 0.3
      ? `${given} ${family} ${surname(next)}`
      : `${given} ${family}`;
  return { name, given, surname: family };
}

const phoneOf = (n: number) =>
  `(206) ${String(200 + (n % 800)).padStart(3, '0')}-${String(n % 10_000).padStart(4, '0')}`;
const emailOf = (name: string, n: number) =>
  `${name.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, '.')}${n % 100}@example.com`;

interface Draft {
  kind: PartyRecord['kind'];
  name: string;
  role: PartyRole;
  email?: string;
  phone?: string;
}

/** Case number `n` on file: a client, an adverse driver, mostly the driver's insurer, and a passenger, a witness or a company. */
function caseDrafts(n: number): Draft[] {
  const next = random(n + 1);
  const client = person(next);
  const driver = person(next);
  const drafts: Draft[] = [
    {
      kind: 'person',
      name: client.name,
      role: 'client',
      email: emailOf(client.name, n),
      phone: phoneOf(n * 7 + 1),
    },
    {
      kind: 'person',
      name: driver.name,
      role: 'adverse-driver',
      ...(next() < 0.5 ? { phone: phoneOf(n * 7 + 2) } : {}),
    },
  ];
  // Seven cases in ten name the other driver's insurer.
  if (next() < 0.7)
    drafts.push({ kind: 'organisation', name: weighted(next, INSURERS), role: 'adverse-insurer' });
  while (drafts.length < PARTIES_PER_CASE) {
    const draw = next();
    if (draw < 0.15)
      drafts.push({
        kind: 'organisation',
        name: `${surname(next)} ${pick(next, COMPANY_KINDS)}`,
        role: 'adverse-company',
      });
    else if (draw < 0.6) drafts.push({ kind: 'person', name: person(next).name, role: 'co-plaintiff' });
    else drafts.push({ kind: 'person', name: person(next).name, role: 'witness', phone: phoneOf(n * 7 + 3) });
  }
  return drafts;
}

const caseIdOf = (n: number) => `bench-case-${String(n).padStart(6, '0')}`;
const ADDED_AT = '2026-01-01T00:00:00.000Z';

function recordsOf(caseId: string, drafts: Draft[]): PartyRecord[] {
  return drafts.map((draft, index) => ({
    caseId,
    id: `${caseId}-p${index}`,
    ...draft,
    addedBy: 'bench@brandtokafor.example',
    addedAt: ADDED_AT,
  }));
}

/** The items partyStore.putParty writes for a party: one per search term, then the party. */
function itemsOf(party: PartyRecord): Record<string, unknown>[] {
  const { caseId, id, kind, name, role, email, phone } = party;
  const contact = { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
  return [
    ...searchTermsOf(party).map((term) => ({
      caseId,
      sk: `term#${id}#${term}`,
      searchTerm: term,
      partyRef: `${caseId}#${id}`,
      partyId: id,
      kind,
      name,
      role,
      ...contact,
    })),
    { ...party, sk: `party#${id}` },
  ];
}

/** What leadCases reads of a lead: its client's name, status and creation time. */
function leadItem(caseId: string, client: string, n: number) {
  const [firstName, ...rest] = client.split(' ');
  return {
    _id: caseId,
    firstName,
    lastName: rest.join(' '),
    leadStatus: n % 5 === 0 ? 'declined' : 'new',
    createdAt: new Date(Date.parse(ADDED_AT) + n * 60_000).toISOString(),
  };
}

async function writeAll(table: string, items: Record<string, unknown>[]) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      let requests = items.slice(next, next + BATCH).map((Item) => ({ PutRequest: { Item } }));
      next += BATCH;
      while (requests.length) {
        const { UnprocessedItems } = await documentClient().send(
          new BatchWriteCommand({ RequestItems: { [table]: requests } }),
        );
        requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Cases `from` to `to` - 1 with their parties, term items and leads. */
/** How many filed parties each search term holds: the largest are what a check may have to read. */
const partiesPerTerm = new Map<string, number>();

async function fileCases(from: number, to: number) {
  for (let first = from; first < to; first += 1000) {
    const partyItems: Record<string, unknown>[] = [];
    const leads: Record<string, unknown>[] = [];
    for (let n = first; n < Math.min(first + 1000, to); n++) {
      const parties = recordsOf(caseIdOf(n), caseDrafts(n));
      partyItems.push(...parties.flatMap(itemsOf));
      for (const term of parties.flatMap((party) => searchTermsOf(party)))
        partiesPerTerm.set(term, (partiesPerTerm.get(term) ?? 0) + 1);
      leads.push(leadItem(caseIdOf(n), parties[0]!.name, n));
    }
    await writeAll(tableName('parties'), partyItems);
    await writeAll(tableName('consultations'), leads);
  }
}

/**
 * A near-match of a filed party, as the matching rules accept it: a nickname, two neighbouring letters of the
 * last surname swapped (its first letter kept), a surname spelt as it sounds, or the name as filed.
 */
function variantOf(name: string, next: Random): string {
  const [given, ...rest] = name.split(' ');
  const family = rest.join(' ');
  const last = rest.at(-1)!;
  const before = rest
    .slice(0, -1)
    .map((word) => `${word} `)
    .join('');
  const draw = next();
  if (draw < 0.3 && NICKNAMES[given!]) return `${NICKNAMES[given!]} ${family}`;
  if (draw < 0.55 && last.length >= 5) {
    const at = 1 + Math.floor(next() * (last.length - 2));
    return `${given} ${before}${last.slice(0, at)}${last[at + 1]}${last[at]}${last.slice(at + 2)}`;
  }
  if (draw < 0.75) return `${given} ${family.replace(/th$/, 'the').replace(/ez$/, 'es').replace(/i/, 'y')}`;
  return name;
}

/**
 * New lead number `k` of a round: a client, an adverse driver, a passenger and (every other lead) the other
 * driver's insurer. In two leads of three the driver is a near-match of a party on file.
 */
function newCaseDrafts(k: number, filedCases: number, round: number): { drafts: Draft[]; planted?: string } {
  const next = random(1_000_000 + round * 1000 + k);
  const client = person(next);
  const drafts: Draft[] = [
    {
      kind: 'person',
      name: client.name,
      role: 'client',
      email: emailOf(client.name, k + 7),
      phone: `(425) 555-${String(1000 + k)}`,
    },
  ];
  let planted: string | undefined;
  if (k % 3 === 2) drafts.push({ kind: 'person', name: person(next).name, role: 'adverse-driver' });
  else {
    const n = Math.floor(next() * filedCases);
    const filed = caseDrafts(n);
    const index = Math.max(
      0,
      filed.findIndex((draft) => draft.kind === 'person' && draft.role !== 'client'),
    );
    const target = filed[index]!;
    planted = `${caseIdOf(n)}-p${index}`;
    drafts.push({
      kind: 'person',
      name: variantOf(target.name, next),
      role: 'adverse-driver',
      ...(k % 6 === 0 && target.phone ? { phone: target.phone } : {}),
    });
  }
  drafts.push({ kind: 'person', name: person(next).name, role: 'co-plaintiff' });
  if (k % 2 === 0)
    drafts.push({ kind: 'organisation', name: weighted(next, INSURERS), role: 'adverse-insurer' });
  else drafts.push({ kind: 'person', name: person(next).name, role: 'witness' });
  return { drafts, planted };
}

/** The check's reads, counted: filed parties its term Queries returned, and the largest term it met. */
const reads = { parties: 0, largest: 0, largestTerm: '' };
const countingStore: PartyStore = {
  ...partyStore,
  async filedUnder(term) {
    const found = await partyStore.filedUnder(term);
    reads.parties += found.length;
    if (found.length > reads.largest) Object.assign(reads, { largest: found.length, largestTerm: term });
    return found;
  },
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

interface Measured {
  ms: number;
  calls: number;
  read: number;
  hits: number;
  insurer: boolean;
  /** For a lead with a near-match of a filed party: whether the check named that party. */
  plantedFound?: boolean;
}

async function measureRound(filedCases: number, round: number, checks: number): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (let k = 0; k < checks; k++) {
    const caseId = `bench-new-${round}-${k}`;
    const { drafts, planted } = newCaseDrafts(k, filedCases, round);
    const parties = recordsOf(caseId, drafts);
    await writeAll(tableName('consultations'), [leadItem(caseId, parties[0]!.name, k)]);
    for (const party of parties) await partyStore.putParty(party, searchTermsOf(party));
    const callsBefore = allCalls.count;
    const readBefore = reads.parties;
    const started = performance.now();
    const check = await runConflictCheck(caseId, {
      parties: countingStore,
      cases: leadCases,
      now: () => new Date(),
    });
    measured.push({
      ms: performance.now() - started,
      calls: allCalls.count - callsBefore,
      read: reads.parties - readBefore,
      hits: check.hits.length + check.moreHits,
      insurer: parties.some((party) => party.role === 'adverse-insurer'),
      ...(planted
        ? {
            plantedFound: check.hits.some((hit) => hit.otherPartyId === planted),
          }
        : {}),
    });
  }
  return measured;
}

function row(label: string, parties: number, measured: Measured[]) {
  const of = (key: 'ms' | 'calls' | 'read' | 'hits', p: number) =>
    Math.round(
      percentile(
        measured.map((m) => m[key]),
        p,
      ),
    );
  return {
    parties: parties.toLocaleString('en-US'),
    checks: label,
    'ms p50': of('ms', 50),
    'ms p95': of('ms', 95),
    'calls p50': of('calls', 50),
    'calls max': of('calls', 100),
    'filed parties read p50': of('read', 50),
    'read max': of('read', 100),
    'hits p50': of('hits', 50),
    'near-matches found': `${measured.filter((m) => m.plantedFound).length} of ${measured.filter((m) => m.plantedFound !== undefined).length}`,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-conflicts-'));
const dynamo = await startDynamo(dataDir);
Object.assign(process.env, {
  AWS_REGION: DEFAULT_REGION,
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  MAIL_FROM: 'bench@brandtokafor.example',
  FIRM_INFO_EMAIL: 'bench@brandtokafor.example',
  SITE_URL: 'http://localhost',
  ...Object.fromEntries(
    Object.entries(tables).map(([key, table]) => [
      table.envVar,
      dynamo.tableNames[key as keyof typeof tables],
    ]),
  ),
});
countEveryDynamoCall();

try {
  const rows = [];
  let filed = 0;
  // The firm's routine list holds the insurers, as a firm keeps it on /settings (BENCH_ROUTINE=0: an empty list).
  if (process.env.BENCH_ROUTINE !== '0')
    await partyStore.putRoutineParties(
      INSURERS.map(([name]) => name),
      'bench',
      new Date().toISOString(),
    );
  for (const [round, size] of SIZES.entries()) {
    const cases = Math.ceil(size / PARTIES_PER_CASE);
    const started = performance.now();
    await fileCases(filed, cases);
    filed = cases;
    console.log(
      `filed ${(cases * PARTIES_PER_CASE).toLocaleString('en-US')} parties in ${cases.toLocaleString('en-US')} cases (${Math.round((performance.now() - started) / 1000)} s)`,
    );
    reads.largest = 0;
    // A warm-up check, so the first measured one pays no connection or module set-up.
    await measureRound(cases, 100 + round, 3);
    const measured = await measureRound(cases, round, CHECKS);
    const size_ = cases * PARTIES_PER_CASE;
    rows.push(
      row('all', size_, measured),
      row(
        'without an insurer',
        size_,
        measured.filter((m) => !m.insurer),
      ),
      row(
        'with an insurer',
        size_,
        measured.filter((m) => m.insurer),
      ),
    );
    console.log(`largest term read: ${reads.largestTerm} (${reads.largest.toLocaleString('en-US')} parties)`);
    const largest = [...partiesPerTerm].sort((a, b) => b[1] - a[1]);
    console.log(
      'largest terms on file:',
      ['org:', 'orgsound:', 'sur:', 'given:']
        .map((prefix) => largest.find(([term]) => term.startsWith(prefix)))
        .map((entry) => entry && `${entry[0]} (${entry[1].toLocaleString('en-US')})`)
        .join(', '),
    );
    console.table(rows.slice(-3));
  }
  console.table(rows);
} finally {
  await dynamo.close();
  rmSync(dataDir, { recursive: true, force: true });
}
