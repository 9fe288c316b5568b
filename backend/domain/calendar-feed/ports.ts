/** What the calendar feed needs from the outside, in its own words. */
import type { FirmSettings } from '../../contract/firm-settings';
import type { AuditLog } from '../audit/audit-log';
import type { UserStore } from '../auth/ports';
import type { Clock } from '../clock';
import type { ConsultationRecord } from '../consultations/consultation-record';
import type { MatterStore } from '../matters/ports';

/** A user's one feed: only the keyed hash of its secret is kept, never the secret. */
export interface CalendarFeedRecord {
  owner: string;
  tokenHash: string;
  createdAt: string;
  /** The owner's token version when the link was made: any cut-off since raises it and ends the feed. */
  tokenVersion: number;
  lastFetchedAt?: string;
}

export interface CalendarFeedStore {
  /** The owner's feed, if any. */
  get(owner: string): Promise<CalendarFeedRecord | undefined>;
  /** Whose feed a token hash once opened (possibly replaced since: the domain compares the hashes). */
  ownerOf(tokenHash: string): Promise<string | undefined>;
  /** Makes `feed` the owner's only feed; the `previous` one's hash opens nothing afterwards. */
  replace(feed: CalendarFeedRecord, previous: CalendarFeedRecord | undefined): Promise<void>;
  /** Deletes the owner's feed and its hash. */
  remove(feed: CalendarFeedRecord): Promise<void>;
  /** Notes when a calendar app last read the feed. */
  markFetched(owner: string, at: string): Promise<void>;
}

/** The leads a feed shows: the owner's with a follow-up due in a window (the follow-up index). */
export interface FeedLeads {
  followUpsBetween(owner: string, from: string, to: string, limit: number): Promise<ConsultationRecord[]>;
}

/** The deadlines a feed shows: the open ones of the owner's matters (the matter store's). */
export type FeedMatters = Pick<MatterStore, 'openDeadlinesOf'>;

export interface CalendarFeedDependencies {
  feeds: CalendarFeedStore;
  followUps: FeedLeads;
  matters: FeedMatters;
  users: Pick<UserStore, 'get'>;
  settings: () => Promise<FirmSettings>;
  /** The key the feeds' secrets are hashed with (derived from the server's secret for this purpose). */
  tokenKey(): Promise<Uint8Array>;
  audit: AuditLog;
  siteUrl: string;
  now: Clock;
}
