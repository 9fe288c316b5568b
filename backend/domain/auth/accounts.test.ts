/** The operator's administrator (npm run create-admin): recorded by the system before it exists, no secret in it. */
import { SILENT_LOG } from '../../../backend/domain/log';
import { describe, expect, it } from 'vitest';
import { auditEntryView, createAuditLog } from '../audit/audit-log';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { MemoryUserStore } from '../../testing/memory-auth';
import { createAdministrator } from './accounts';

const input = {
  email: 'Ada@Firm.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'Analytic#1843',
};

function setUp() {
  const audit = new MemoryAuditStore();
  const users = new MemoryUserStore();
  const now = new Date('2026-11-26T12:00:00Z');
  return {
    audit,
    users,
    deps: { users, audit: createAuditLog(audit, { now: () => now, log: SILENT_LOG }), now: () => now },
  };
}

describe('createAdministrator', () => {
  it('records the new administrator as done by the system, naming the email and never the password', async () => {
    const { audit, users, deps } = setUp();
    const user = await createAdministrator(input, deps);
    expect(user.isAdmin).toBe(true);
    expect(await users.get('ada@firm.example')).toBeDefined();
    expect(audit.entries.map(auditEntryView)).toMatchObject([
      {
        action: 'staff.created',
        actorKind: 'system',
        actorEmail: null,
        targetId: 'ada@firm.example',
        detail: 'administrator, by npm run create-admin',
        outcome: 'success',
      },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain(input.password);
  });

  it('creates nothing when the entry cannot be written', async () => {
    const { audit, users, deps } = setUp();
    audit.failing = true;
    await expect(createAdministrator(input, deps)).rejects.toThrow();
    expect(await users.get('ada@firm.example')).toBeUndefined();
  });
});
