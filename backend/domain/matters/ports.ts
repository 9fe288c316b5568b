/** What matters need from storage and from the rest of the firm's data, in their own words. */
import type { ConflictState } from '../../contract/conflicts';
import type { MatterPhase } from '../../contract/matters';
import type { Page } from '../../contract/paging';
import type { AuditLog, AuditReader } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { OpenDeadline } from './deadlines';
import type { MatterRecord } from './records';

export interface MatterStore {
  get(id: string): Promise<MatterRecord | undefined>;
  /** Stores a new matter; false when one with its id is already there. */
  create(matter: MatterRecord): Promise<boolean>;
  /** Replaces `previous` with `matter` when the stored matter is still at `previous.version`; false when it changed since. */
  update(matter: MatterRecord, previous: MatterRecord): Promise<boolean>;
  /**
   * A page of matters, newest opened first (ties by id, the later first), of one phase, one responsible
   * attorney, both or neither; `limit` matters a page.
   */
  list(filter: MatterFilter, page: PageRequest): Promise<Page<MatterRecord>>;
  /**
   * A page of every matter's open deadlines (deadlines.ts `openDeadlinesOfMatter`: the limitation deadline
   * and the ones staff added), the earliest first (deadlines.ts `byDate` breaks ties).
   */
  openDeadlines(page: PageRequest): Promise<Page<OpenDeadline>>;
  /**
   * The open deadlines of one responsible attorney's matters, in the order of `openDeadlines` (past ones
   * first: the most urgent), at most `limit`; never a closed one.
   */
  openDeadlinesOf(responsibleAttorney: string, limit: number): Promise<OpenDeadline[]>;
  /** The same list, only the deadlines earlier than `date` (YYYY-MM-DD; overdue ones included). */
  openDeadlinesBefore(date: string, page: PageRequest): Promise<Page<OpenDeadline>>;
}

/** The reminders' markers (reminders.ts), claimed by a conditional write, each kept until the day named (then left to expire). */
export interface NoticeMarkers {
  has(key: string): Promise<boolean>;
  /** True for the first caller of `key` only. */
  claim(key: string, keepUntil: string): Promise<boolean>;
  /** Gives a claimed marker back, for a mail that was not sent. */
  release(key: string): Promise<void>;
}

export interface MatterFilter {
  phase?: MatterPhase;
  /** The attorney's email, lower case as matters keep it. */
  responsibleAttorney?: string;
}

export interface PageRequest {
  cursor?: string | null;
  limit: number;
}

/** The lead a matter is opened from, as far as opening it cares. */
export interface MatterLead {
  id: string;
  firstName: string;
  lastName: string;
  conflictState: ConflictState;
}

export interface MatterDependencies {
  matters: MatterStore;
  leads: { lead(id: string): Promise<MatterLead | undefined> };
  /** The File Manager's top-level folder named `name`, made by `actor` if there is none yet. */
  clientFolder(actor: StaffActor, name: string): Promise<{ id: string; name: string }>;
  /** Whether `email` is an active staff member (a responsible attorney must be one). */
  isActiveStaff(email: string): Promise<boolean>;
  audit: AuditLog;
  /** The audit log read by target: a matter's timeline is its entries. */
  auditEntries: AuditReader;
  now: () => Date;
  /** Tells the matter's invited clients that there is news (domain/client-portal): never what it is. */
  clientUpdates: { phaseChanged(matter: MatterRecord): Promise<void> };
  /** Today's civil date in the firm's time zone (YYYY-MM-DD). */
  today: () => Promise<string>;
}
