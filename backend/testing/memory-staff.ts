/**
 * The staff domain's ports in memory, for its own tests: the directory by name, page by page, the account
 * changes with the adapter's side effects (disabling ends every session), and the guard set of active
 * administrators that refuses to lose its last member.
 */
import { PAGE_SIZE, type Page } from '../contract/paging';
import { MemoryUserStore, memoryAuth } from './memory-auth';
import type { StoredUser } from '../domain/auth/user';
import type { AdministratorGuard, StaffDependencies, StaffStore } from '../domain/staff/ports';

export class MemoryStaffStore extends MemoryUserStore implements StaffStore {
  async list({ cursor, limit = PAGE_SIZE }: { cursor?: string | null; limit?: number }) {
    const byName = [...this.users.values()]
      .map((user) => ({ ...user }))
      .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
    const start = cursor ? Number(cursor) : 0;
    const page: Page<StoredUser> = { items: byName.slice(start, start + limit) };
    page.nextCursor = start + limit < byName.length ? String(start + limit) : null;
    return page;
  }

  async setName(email: string, firstName: string, lastName: string) {
    Object.assign(this.existing(email), { firstName, lastName });
  }

  async setDisabled(email: string, disabled: boolean) {
    const user = this.existing(email);
    if (disabled) Object.assign(user, { disabled: true, tokenVersion: user.tokenVersion + 1 });
    else delete user.disabled;
  }

  async setAdmin(email: string, isAdmin: boolean) {
    this.existing(email).isAdmin = isAdmin;
  }

  async bumpTokenVersion(email: string) {
    const user = this.existing(email);
    user.tokenVersion += 1;
    return user.tokenVersion;
  }
}

export class MemoryAdministratorGuard implements AdministratorGuard {
  constructor(readonly emails = new Set<string>()) {}

  async add(email: string) {
    this.emails.add(email);
  }

  async remove(email: string) {
    if (this.emails.has(email) && this.emails.size === 1) return false;
    this.emails.delete(email);
    return true;
  }
}

/** The staff dependencies, all in memory (the auth ones from memoryAuth), with a clock starting at `start`. */
export function memoryStaff(start: Date) {
  const auth = memoryAuth(start, undefined, new MemoryStaffStore());
  const administrators = new MemoryAdministratorGuard();
  const deps: StaffDependencies = { ...auth.deps, administrators, auditEntries: auth.auditStore };
  return { ...auth, deps, administrators };
}
