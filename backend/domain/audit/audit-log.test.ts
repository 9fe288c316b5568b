import { describe, expect, it } from 'vitest';
import { recordingLog } from '../../testing/log';
import { SILENT_LOG } from '../../../backend/domain/log';
import { AUDIT_ACTIONS } from '../../contract/audit';
import { AuditWriteError, auditEntryView, buildAuditEntry, createAuditLog } from './audit-log';
import { MemoryAuditOutbox, MemoryAuditStore } from '../../testing/memory-audit-store';
import { drainAuditOutbox } from './audit-outbox';

const now = new Date('2026-11-23T10:00:00.000Z');
const admin = { userId: 'u-1', email: 'admin@brandtokafor.example' };

describe('buildAuditEntry', () => {
  it('records who did what to which target, when, and when its retention ends, with no storage keys', () => {
    const entry = buildAuditEntry(
      { action: 'staff.disabled', actor: admin, target: { type: 'user', id: 'u-2', label: 'p@x.example' } },
      { now, retentionDays: 10, id: 'e-1' },
    );
    expect(entry).toMatchObject({
      id: 'e-1',
      at: '2026-11-23T10:00:00.000Z',
      outcome: 'success',
      actorEmail: 'admin@brandtokafor.example',
      actorKind: 'staff',
      targetType: 'user',
      targetId: 'u-2',
      expiresAt: Math.floor(now.getTime() / 1000) + 10 * 86_400,
    });
    expect(Object.keys(entry).filter((key) => /Key$|^stream$/.test(key))).toEqual([]);
  });

  it('keeps entries two years by default and records a signed-out caller as a visitor', () => {
    const entry = buildAuditEntry(
      { action: 'auth.wrong-password', actor: 'visitor', outcome: 'denied' },
      { now },
    );
    expect(entry.actorEmail).toBeNull();
    expect(entry.actorKind).toBe('visitor');
    expect(entry.targetType).toBeNull();
    expect(entry.expiresAt - Math.floor(now.getTime() / 1000)).toBe(730 * 86_400);
  });

  it('refuses an action outside the fixed list', () => {
    expect(() =>
      buildAuditEntry({ action: 'made.up' as keyof typeof AUDIT_ACTIONS, actor: 'visitor' }, { now }),
    ).toThrow(/Unknown audit action/);
  });

  it('strips control characters and bounds free text', () => {
    const entry = buildAuditEntry(
      { action: 'documents.renamed', actor: admin, detail: `a\r\nb\u0000c ${'x'.repeat(500)}` },
      { now },
    );
    expect(entry.detail).toMatch(/^a b c x+…$/);
    expect(entry.detail!.length).toBe(300);
  });

  it('names who acted: a staff user, a visitor, or the system', () => {
    const kindOf = (actor: Parameters<typeof buildAuditEntry>[0]['actor']) =>
      auditEntryView(buildAuditEntry({ action: 'auth.sign-in', actor }, { now })).actorKind;
    expect([kindOf(admin), kindOf('visitor'), kindOf('system')]).toEqual(['staff', 'visitor', 'system']);
  });

  it('shows a person the entry without the account id or expiry', () => {
    const view = auditEntryView(buildAuditEntry({ action: 'auth.sign-in', actor: admin }, { now }));
    expect(Object.keys(view).sort()).toEqual(
      [
        'id',
        'at',
        'action',
        'outcome',
        'actorEmail',
        'actorKind',
        'targetType',
        'targetId',
        'targetLabel',
        'network',
        'userAgent',
        'detail',
      ].sort(),
    );
  });
});

describe('createAuditLog', () => {
  it('appends what it records', async () => {
    const store = new MemoryAuditStore();
    const log = createAuditLog(store, { now: () => now, log: SILENT_LOG });
    await log.record({ action: 'staff.enabled', actor: admin });
    await log.recordAfter({ action: 'auth.sign-in', actor: admin });
    expect(store.entries.map((entry) => entry.action)).toEqual(['staff.enabled', 'auth.sign-in']);
  });

  it('record fails the action when the entry cannot be written', async () => {
    const store = new MemoryAuditStore();
    store.failing = true;
    const lines = recordingLog();
    const log = createAuditLog(store, { now: () => now, log: lines });
    await expect(log.record({ action: 'documents.downloaded', actor: admin })).rejects.toBeInstanceOf(
      AuditWriteError,
    );
    expect(lines.lines).toEqual([
      { level: 'error', event: 'audit-write-failed', action: 'documents.downloaded' },
    ]);
  });

  it('recordAfter holds a refused entry in the outbox; the drain appends it later with its own id and time', async () => {
    const store = new MemoryAuditStore();
    const outbox = new MemoryAuditOutbox();
    const lines = recordingLog();
    const log = createAuditLog(store, { now: () => now, outbox, log: lines });
    store.failing = true;
    for (let n = 0; n < 12; n += 1) await log.recordAfter({ action: 'auth.sign-in', actor: admin });
    expect(store.entries).toEqual([]);
    expect(outbox.held).toHaveLength(12);
    expect(await drainAuditOutbox({ store, outbox })).toEqual({ delivered: 0, waiting: 12 });

    store.failing = false;
    const held = [...outbox.held];
    expect(await drainAuditOutbox({ store, outbox })).toEqual({ delivered: 12, waiting: 0 });
    expect(store.entries).toEqual(held);
    // Drained again (or an entry held twice): nothing is added twice.
    await outbox.hold(held[0]!);
    expect(await drainAuditOutbox({ store, outbox })).toEqual({ delivered: 1, waiting: 0 });
    expect(store.entries).toHaveLength(12);
    expect(lines.lines.map((line) => line.event)).toEqual(Array(12).fill('audit-held'));
  });

  it('recordAfter names the lost entry in the log when the outbox refuses too, never its person or network, and never throws', async () => {
    const store = new MemoryAuditStore();
    store.failing = true;
    const outbox = new MemoryAuditOutbox();
    outbox.failing = true;
    const lines = recordingLog();
    const log = createAuditLog(store, { now: () => now, outbox, log: lines });
    await log.recordAfter({ action: 'auth.sign-in', actor: admin, network: '127.0.0.1' });
    const [line] = lines.lines;
    expect(line).toMatchObject({ level: 'error', event: 'audit-entry-lost', action: 'auth.sign-in' });
    expect(line?.id).toEqual(expect.any(String));
    expect(line?.at).toEqual(expect.any(String));
    expect(JSON.stringify(lines.lines)).not.toMatch(/127\.0\.0\.1|@/);
  });
});
