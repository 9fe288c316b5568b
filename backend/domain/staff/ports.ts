/** What the staff administration, account and audit screens need beyond the sign-in domain's ports. */
import type { Page } from '../../contract/paging';
import type { AuditReader } from '../audit/audit-log';
import type { AuthDependencies, UserStore } from '../auth/ports';
import type { StoredUser } from '../auth/user';

export interface StaffStore extends UserStore {
  /** One page of every account, by last and first name (an index Query, never a Scan). */
  list(options: { cursor?: string | null; limit?: number }): Promise<Page<StoredUser>>;
  setName(email: string, firstName: string, lastName: string): Promise<void>;
  /** Disabling also bumps the token version (old tokens stay dead after enabling). */
  setDisabled(email: string, disabled: boolean): Promise<void>;
  setAdmin(email: string, isAdmin: boolean): Promise<void>;
  /** Ends every session; resolves to the new token version. */
  bumpTokenVersion(email: string): Promise<number>;
}

/** The guard record of active administrators (conditional writes; see adapters/dynamodb/staff-guards.ts). */
export interface AdministratorGuard {
  add(email: string): Promise<void>;
  /** False when this would remove the last active administrator. */
  remove(email: string): Promise<boolean>;
}

export interface StaffDependencies extends AuthDependencies {
  users: StaffStore;
  administrators: AdministratorGuard;
  auditEntries: AuditReader;
}
