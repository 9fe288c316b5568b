/** Session records in memory, with the DynamoDB adapter's contract (changes only to records that exist). */
import type { SecondFactor } from '../domain/auth/full-session';
import type { SessionRecord, SessionStore } from '../domain/auth/ports';

export class MemorySessionStore implements SessionStore {
  private readonly records = new Map<string, SessionRecord>();

  async create(record: SessionRecord): Promise<void> {
    if (this.records.has(record.id)) throw new Error('Session id already stored');
    this.records.set(record.id, { ...record });
  }

  async get(id: string): Promise<SessionRecord | undefined> {
    const record = this.records.get(id);
    return record && { ...record };
  }

  async listOf(email: string): Promise<SessionRecord[]> {
    return [...this.records.values()]
      .filter((record) => record.email === email)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((record) => ({ ...record }));
  }

  async touch(id: string, lastSeenAt: string): Promise<void> {
    const record = this.records.get(id);
    if (record) record.lastSeenAt = lastSeenAt;
  }

  async recordFactorCheck(id: string, factor: SecondFactor, at: string): Promise<boolean> {
    const record = this.records.get(id);
    if (!record) return false;
    Object.assign(record, { factor, factorCheckedAt: at });
    return true;
  }

  async end(id: string): Promise<boolean> {
    return this.records.delete(id);
  }
}

/** A session of `email` signed in at `at` with the emailed code, stored under `id`. */
export async function storedSession(
  sessions: SessionStore,
  email: string,
  id: string,
  at: Date,
): Promise<SessionRecord> {
  const record: SessionRecord = {
    id,
    email,
    createdAt: at.toISOString(),
    lastSeenAt: at.toISOString(),
    device: 'macOS, Chrome',
    network: '192.0.2.1',
    factor: 'email-code',
    factorCheckedAt: at.toISOString(),
    expiresAt: Math.floor(at.getTime() / 1000) + 12 * 3600,
  };
  await sessions.create(record);
  return record;
}
