/** What matters need from storage and from the rest of the firm's data, in their own words. */
import type { ConflictState } from '../../contract/conflicts';
import type { AuditLog } from '../audit/audit-log';
import type { MatterRecord } from './records';

export interface MatterStore {
  get(id: string): Promise<MatterRecord | undefined>;
  /** Stores a new matter; false when one with its id is already there. */
  create(matter: MatterRecord): Promise<boolean>;
  /** Replaces the matter when it is still at `version`; false when it changed since. */
  update(matter: MatterRecord, version: number): Promise<boolean>;
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
  /** Whether `email` is an active staff member (a responsible attorney must be one). */
  isActiveStaff(email: string): Promise<boolean>;
  audit: AuditLog;
  now: () => Date;
  /** Today's civil date in the firm's time zone (YYYY-MM-DD). */
  today: () => Promise<string>;
}
