/**
 * Where clients come from, kept as counters per day so a report costs the same with 100 or 100,000 leads.
 * Every lead adds to the counters of the day it arrived (in the firm's time zone): its source, its client
 * type, its language, each funnel stage it reaches and, once, its time to first contact as one bucket of a fixed
 * histogram (arrivals within and outside business hours apart). These pure functions decide what a lead
 * adds; the adapter adds it to one item per day (adapters/dynamodb/lead-reports.ts).
 */
import type { ConsultationLanguage } from '../../contract/consultation';
import type { LeadStatus } from '../../contract/consultation-inbox';
import type { Log } from '../log';
import type { FirmSettings } from '../../contract/firm-settings';
import type { ConsultationRecord } from '../consultations/consultation-record';
import { civilDateOf, isWithinBusinessHours } from '../settings/business-time';

/** The funnel, in order: a lead that reached a stage counts in every stage before it, skipped or not. */
export const FUNNEL_STAGES = ['new', 'contacted', 'scheduled', 'retained'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/**
 * How far along the funnel a status is. A decision (declined, referred out) stands for a contact, as it
 * does for the first-contact time; spam moves nothing.
 */
const STATUS_RANK: Record<LeadStatus, number> = {
  new: 0,
  contacted: 1,
  scheduled: 2,
  retained: 3,
  declined: 1,
  'referred-out': 1,
  spam: 0,
};

export function funnelRankOf(status: LeadStatus): number {
  return STATUS_RANK[status];
}

/**
 * Upper bounds (minutes, inclusive) of the time-to-first-contact histogram; the last bucket is open. A
 * median or 90th percentile is read as the bound of the bucket it falls in: exact to the minute up to 5
 * minutes, then to within a quarter of the value or better.
 */
export const CONTACT_BUCKETS = [
  1, 2, 3, 4, 5, 7, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 90, 120, 150, 180, 240, 300, 360, 480, 600, 720,
  960, 1200, 1440, 2160, 2880, 4320, 5760, 7200, 10080, 14400, 20160, 43200,
] as const;

/** The index of the bucket holding `minutes` (CONTACT_BUCKETS.length for the open last bucket). */
export function contactBucketOf(minutes: number): number {
  const index = CONTACT_BUCKETS.findIndex((bound) => minutes <= bound);
  return index === -1 ? CONTACT_BUCKETS.length : index;
}

/** The bucket's upper bound in minutes; null for the open last bucket (more than 30 days). */
export function bucketBound(index: number): number | null {
  return CONTACT_BUCKETS[index] ?? null;
}

const MAX_SOURCE_LENGTH = 80;

function hostOf(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./u, '') || undefined;
  } catch {
    return undefined;
  }
}

/** utm_source / utm_medium ("google / cpc"), else the referrer's site ("bing.com"), else "direct". */
export function sourceNameOf(lead: Pick<ConsultationRecord, 'utmSource' | 'utmMedium' | 'referrer'>): string {
  const utm = [lead.utmSource, lead.utmMedium]
    .map((value) => value?.trim().toLowerCase())
    .filter(Boolean)
    .join(' / ');
  // "|" separates the parts of a counter's name (counterName).
  return (utm || hostOf(lead.referrer) || 'direct').replaceAll('|', '/').slice(0, MAX_SOURCE_LENGTH);
}

/** The firm-local date a lead counts on, as YYYY-MM-DD. */
export function reportDayOf(instant: Date, timeZone: string): string {
  return civilDateOf(instant, timeZone);
}

/**
 * At most this many sources are named on one day; leads from any further one count as "other". Sources come
 * from the visitor (utm values, referrers): without a cap, a flood of invented ones would grow the day's item
 * to DynamoDB's 400 KB limit, after which nothing more would count that day. 200 sources use about 30 KB.
 */
export const MAX_SOURCES_PER_DAY = 200;
/** Where the leads of the sources past the day's cap count. */
export const OTHER_SOURCE = 'other';

/** Counter names on a day's item; the parsing side is in lead-report.ts. */
export const counterName = {
  leads: 'leads',
  /** How many sources the day names (the cap's count; not a figure of the report). */
  distinctSources: 'sources',
  source: (source: string) => `source|${source}`,
  clientType: (type: string) => `type|${type}`,
  language: (language: ConsultationLanguage) => `language|${language}`,
  stage: (stage: FunnelStage, source: string) => `stage|${stage}|${source}`,
  contact: (within: boolean, bucket: number) => `contact|${within ? 'in' : 'out'}|${bucket}`,
};

export type Counters = Record<string, number>;

/** What a lead adds to its day's counters. */
export interface CounterChange {
  day: string;
  counters: Counters;
  /** The source the change's per-source counters are named after, when it has any. */
  source?: string;
}

/** The source a per-source counter (a source's leads, a stage it reached) is named after. */
function sourceOfCounter(name: string): string | undefined {
  const [kind, first, second] = name.split('|');
  return kind === 'source' ? first : kind === 'stage' ? second : undefined;
}

/** Adds `counters` to `into`, each per-source counter of a source in `folded` under "other" instead. */
function addFolded(into: Counters, counters: Counters, folded: (source: string) => boolean) {
  for (const [name, value] of Object.entries(counters)) {
    const source = sourceOfCounter(name);
    const kept =
      source !== undefined && folded(source) ? `${name.slice(0, -source.length)}${OTHER_SOURCE}` : name;
    into[kept] = (into[kept] ?? 0) + value;
  }
  return into;
}

/** The same change counted under "other": for a source the day has no room for. */
export function intoOther(change: CounterChange): CounterChange {
  if (!change.source) return change;
  const counters = addFolded({}, change.counters, (source) => source === change.source);
  return { day: change.day, counters, source: OTHER_SOURCE };
}

/**
 * A day's counters with at most `cap` sources named, as the rebuild writes them: the sources with the most
 * leads keep their names (ties by name), the rest count as "other", and the day records how many it names.
 */
export function withSourcesCapped(counters: Counters, cap = MAX_SOURCES_PER_DAY): Counters {
  const named = Object.entries(counters)
    .filter(([name]) => name.startsWith('source|') && sourceOfCounter(name) !== OTHER_SOURCE)
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .map(([name]) => sourceOfCounter(name)!);
  const folded = new Set(named.slice(cap));
  const capped = addFolded({}, counters, (source) => folded.has(source));
  return { ...capped, [counterName.distinctSources]: Math.min(named.length, cap) };
}

type ReportedLead = Pick<
  ConsultationRecord,
  | 'createdAt'
  | 'leadStatus'
  | 'spam'
  | 'typeOfClient'
  | 'language'
  | 'utmSource'
  | 'utmMedium'
  | 'referrer'
  | 'firstContactAt'
  | 'funnelReached'
>;

function stagesBetween(fromRank: number, toRank: number, source: string): Counters {
  const counters: Counters = {};
  for (let rank = fromRank + 1; rank <= toRank; rank += 1) {
    counters[counterName.stage(FUNNEL_STAGES[rank]!, source)] = 1;
  }
  return counters;
}

function firstContactCounters(lead: ReportedLead, settings: FirmSettings): Counters {
  if (!lead.firstContactAt) return {};
  const arrived = new Date(lead.createdAt);
  const minutes = Math.max(0, Math.floor((Date.parse(lead.firstContactAt) - arrived.getTime()) / 60_000));
  return { [counterName.contact(isWithinBusinessHours(arrived, settings), contactBucketOf(minutes))]: 1 };
}

/** The day a lead counts on, in the firm's time zone (after a change of zone, rebuild the counters). */
export function dayOfLead(lead: Pick<ReportedLead, 'createdAt'>, settings: FirmSettings): string {
  return reportDayOf(new Date(lead.createdAt), settings.timeZone);
}

/**
 * Everything a lead in its present state adds: an arriving lead (new), or any lead when the counters are
 * rebuilt. Spam adds nothing.
 */
export function leadCounters(lead: ReportedLead, settings: FirmSettings): CounterChange | undefined {
  if (lead.spam) return undefined;
  const source = sourceNameOf(lead);
  const reached = Math.max(lead.funnelReached ?? 0, funnelRankOf(lead.leadStatus));
  return {
    day: dayOfLead(lead, settings),
    source,
    counters: {
      [counterName.leads]: 1,
      [counterName.source(source)]: 1,
      [counterName.clientType(lead.typeOfClient)]: 1,
      [counterName.language(lead.language)]: 1,
      ...stagesBetween(-1, reached, source),
      ...firstContactCounters(lead, settings),
    },
  };
}

/**
 * What a staff change adds: the funnel stages newly reached and, when this change is the first contact,
 * its time. `after` is the lead as the change leaves it.
 */
export function changeCounters(
  before: ReportedLead,
  after: ReportedLead,
  settings: FirmSettings,
): CounterChange | undefined {
  if (before.spam) return undefined;
  const source = sourceNameOf(before);
  const wasReached = Math.max(before.funnelReached ?? 0, funnelRankOf(before.leadStatus));
  const counters = {
    ...stagesBetween(wasReached, funnelRankOf(after.leadStatus), source),
    ...(before.firstContactAt ? {} : firstContactCounters(after, settings)),
  };
  return Object.keys(counters).length ? { day: dayOfLead(before, settings), counters, source } : undefined;
}

/** The furthest funnel stage a lead has reached after moving to `status` (kept on the lead). */
export function funnelReachedAfter(
  lead: Pick<ReportedLead, 'funnelReached' | 'leadStatus'>,
  status: LeadStatus,
) {
  return Math.max(lead.funnelReached ?? 0, funnelRankOf(lead.leadStatus), funnelRankOf(status));
}

/** Where the counters are kept, in the domain's words. */
export interface LeadReportCounters {
  /** Adds each counter to the day's item (creating it). */
  add(change: CounterChange): Promise<void>;
}

/**
 * Adds a lead's counters after the write that made the change succeeded, as the inbox's counts do: a
 * failure here is logged and leaves the lead as stored (a rebuild makes the counters exact again).
 */
export async function addCounters(reports: LeadReportCounters, change: CounterChange | undefined, log: Log) {
  if (!change) return;
  try {
    await reports.add(change);
  } catch (error) {
    log.error('lead-report-counters-failed', { error: String(error) });
  }
}
