/** /settings rules on in-memory ports: defaults until saved, checked input, versioned writes, audited changes. */
import { SILENT_LOG } from '../log';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS, SETTINGS_MESSAGES } from '../../contract/firm-settings';
import { storedUser } from '../../testing/memory-auth';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { MemorySettingsStore } from '../../testing/memory-settings-store';
import { createAuditLog } from '../audit/audit-log';
import type { AdministratorActor } from '../auth/callers';
import { changeFirmSettings, readFirmSettings } from './firm-settings';

function setUp() {
  const now = () => new Date('2026-11-25T18:00:00Z');
  const auditStore = new MemoryAuditStore();
  const settings = new MemorySettingsStore();
  const deps = { settings, audit: createAuditLog(auditStore, { now, log: SILENT_LOG }), now };
  const admin: AdministratorActor = {
    kind: 'staff',
    user: { ...storedUser('ada@firm.example'), isAdmin: true },
    sourceIp: '192.0.2.7',
    sessionId: 'session-1',
  };
  return { deps, auditStore, settings, admin };
}

describe('firm settings', () => {
  it('are the defaults until an administrator saves them', async () => {
    const { deps, admin } = setUp();
    expect(await readFirmSettings(admin, {}, deps)).toEqual({
      ...DEFAULT_FIRM_SETTINGS,
      version: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves a change on the version seen, and audits what changed', async () => {
    const { deps, admin, auditStore } = setUp();
    const saved = await changeFirmSettings(
      admin,
      { ...DEFAULT_FIRM_SETTINGS, firstContactMinutes: 20, businessDays: [5, 1, 1, 2], version: 0 },
      deps,
    );
    expect(saved).toMatchObject({ firstContactMinutes: 20, businessDays: [1, 2, 5], version: 1 });
    expect(saved.updatedBy).toBe('ada@firm.example');
    expect(auditStore.entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['settings.changed', 'businessDays: Mon Tue Wed Thu Fri -> Mon Tue Fri; firstContactMinutes: 15 -> 20'],
    ]);
    await expect(changeFirmSettings(admin, { ...DEFAULT_FIRM_SETTINGS, version: 0 }, deps)).rejects.toThrow(
      SETTINGS_MESSAGES.changedBySomeoneElse,
    );
  });

  it('refuses settings that cannot hold', async () => {
    const { deps, admin, auditStore } = setUp();
    const attempt = (change: Partial<typeof DEFAULT_FIRM_SETTINGS>) =>
      changeFirmSettings(admin, { ...DEFAULT_FIRM_SETTINGS, ...change, version: 0 }, deps);
    await expect(attempt({ timeZone: 'Mars/Olympus' })).rejects.toThrow(SETTINGS_MESSAGES.timeZone);
    await expect(attempt({ businessDays: [] })).rejects.toThrow(SETTINGS_MESSAGES.businessDays);
    await expect(attempt({ opensAt: '8:00' })).rejects.toThrow(SETTINGS_MESSAGES.time);
    await expect(attempt({ closesAt: '07:00' })).rejects.toThrow(SETTINGS_MESSAGES.closesAfterOpens);
    await expect(attempt({ firstContactMinutes: 0 })).rejects.toThrow(SETTINGS_MESSAGES.firstContactMinutes);
    await expect(attempt({ contactedFollowUpDays: 1.5 })).rejects.toThrow(SETTINGS_MESSAGES.followUpDays);
    expect(auditStore.entries).toEqual([]);
  });

  it('writes nothing when nothing changed', async () => {
    const { deps, admin, auditStore, settings } = setUp();
    await changeFirmSettings(admin, { ...DEFAULT_FIRM_SETTINGS, version: 0 }, deps);
    expect(settings.stored).toBeUndefined();
    expect(auditStore.entries).toEqual([]);
  });
});
