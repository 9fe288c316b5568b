/**
 * What staff do with requests, on the in-memory inbox (memory-inbox-store.ts): versioned changes, notes,
 * openings, re-sent notices and exports, with their timeline and audit entries. The handler tests
 * (handlers/graphql/consultations) keep the paths through AppSync and DynamoDB.
 */
import { SILENT_LOG } from '../log';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import { describe, expect, it } from 'vitest';
import { INBOX_MESSAGES } from '../../contract/consultation-inbox';
import { createAuditLog } from '../audit/audit-log';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import type { AdministratorActor, StaffActor } from '../auth/callers';
import { MemoryUserStore, storedUser } from '../../testing/memory-auth';
import { newConsultationRecord, type ConsultationRecord } from './consultation-record';
import { MemoryInboxStore } from '../../testing/memory-inbox-store';
import {
  addConsultationNote,
  changeConsultation,
  exportInbox,
  listInbox,
  openConsultation,
  resendNotice,
  type WorkDeps,
} from './work-consultation';

const dana: StaffActor = {
  kind: 'staff',
  user: storedUser('dana@firm.example'),
  sourceIp: '192.0.2.60',
  sessionId: 'session-dana',
};
const ada: AdministratorActor = {
  kind: 'staff',
  user: { ...storedUser('ada@firm.example'), isAdmin: true },
  sourceIp: '192.0.2.61',
  sessionId: 'session-ada',
};

function lead(lastName: string, createdAt: string, overrides: Partial<ConsultationRecord> = {}) {
  const details = {
    firstName: 'Ana',
    lastName,
    email: `${lastName.toLowerCase()}@example.com`,
    phone: '(206) 555-0199',
    typeOfClient: 'Yes, I am a potential new client' as const,
    language: 'en' as const,
    message: 'A confidential message',
  };
  const record = newConsultationRecord(details, {
    idempotencyKey: lastName,
    spam: false,
    now: new Date(createdAt),
  });
  return { ...record, ...overrides };
}

async function setUp() {
  const store = new MemoryInboxStore();
  const auditStore = new MemoryAuditStore();
  const users = new MemoryUserStore();
  await users.create(dana.user);
  const now = () => new Date('2026-05-04T12:00:00Z');
  const settings = async () => DEFAULT_FIRM_SETTINGS;
  const reports = { add: async () => {} };
  const deps: WorkDeps = {
    store,
    users,
    audit: createAuditLog(auditStore, { now, log: SILENT_LOG }),
    now,
    settings,
    reports,
    log: SILENT_LOG,
  };
  const lopez = lead('Lopez', '2026-05-01T10:00:00Z');
  const park = lead('Park', '2026-05-02T10:00:00Z');
  store.add(lopez);
  store.add(park);
  return { store, auditStore, deps, lopez, park };
}

describe('the inbox', () => {
  it('lists newest first with the counts, and finds a request by email', async () => {
    const { deps, lopez, park } = await setUp();
    const page = await listInbox(dana, {}, deps);
    expect(page.items.map((item) => item._id)).toEqual([park._id, lopez._id]);
    expect(page.counts.find((count) => count.status === 'new')?.count).toBe(2);
    const found = await listInbox(dana, { search: 'LOPEZ@example.com' }, deps);
    expect(found.items.map((item) => item._id)).toEqual([lopez._id]);
  });

  it('changes status, assignee and follow-up on the version the person saw, once', async () => {
    const { deps, store, auditStore, lopez } = await setUp();
    const change = { id: lopez._id, version: 1, leadStatus: 'contacted', assigneeEmail: 'Dana@firm.example' };
    const view = await changeConsultation(dana, change, deps);
    expect(view.consultation).toMatchObject({ leadStatus: 'contacted', assigneeEmail: 'dana@firm.example' });
    expect(view.timeline.map((event) => event.kind)).toEqual(['status-changed', 'assigned']);
    expect(store.leadCounts).toMatchObject({ new: 1, contacted: 1 });
    expect(auditStore.entries.map((entry) => entry.action)).toEqual([
      'consultations.status-changed',
      'consultations.assigned',
    ]);
    await expect(changeConsultation(dana, { ...change, leadStatus: 'retained' }, deps)).rejects.toThrow(
      INBOX_MESSAGES.changedBySomeoneElse,
    );
    await expect(
      changeConsultation(dana, { id: lopez._id, version: 2, assigneeEmail: 'nobody@firm.example' }, deps),
    ).rejects.toThrow(INBOX_MESSAGES.unknownAssignee);
  });

  it('records that a note was added, never what it says', async () => {
    const { deps, auditStore, lopez } = await setUp();
    const view = await addConsultationNote(dana, { id: lopez._id, text: 'Client confided X' }, deps);
    expect(view.timeline.at(-1)).toMatchObject({ kind: 'note', text: 'Client confided X' });
    expect(JSON.stringify(auditStore.entries)).not.toContain('confided');
  });

  it('audits every opening and timelines only the first', async () => {
    const { deps, auditStore, lopez } = await setUp();
    await openConsultation(dana, { id: lopez._id }, deps);
    const again = await openConsultation(dana, { id: lopez._id }, deps);
    expect(again.timeline.map((event) => event.kind)).toEqual(['opened']);
    expect(auditStore.entries.filter((entry) => entry.action === 'consultations.opened')).toHaveLength(2);
  });
});

describe('notices sent again by a person', () => {
  it('never mails spam or a notice already sent', async () => {
    const { deps, store } = await setUp();
    const deliver = async () => 'sent' as const;
    store.add(lead('Spam', '2026-05-03T10:00:00Z', { spam: true }));
    store.add(lead('Sent', '2026-05-03T11:00:00Z', { status: 'notified' }));
    const [spam, sent] = ['Spam', 'Sent'].map((name) =>
      [...store.records.values()].find((r) => r.lastName === name),
    );
    await expect(resendNotice(dana, { id: spam?._id ?? '' }, { ...deps, deliver })).rejects.toThrow(
      INBOX_MESSAGES.spamNotMailed,
    );
    await expect(resendNotice(dana, { id: sent?._id ?? '' }, { ...deps, deliver })).rejects.toThrow(
      INBOX_MESSAGES.noticeAlreadySent,
    );
  });

  it('releases a notice stuck in sending before trying again', async () => {
    const { deps, store } = await setUp();
    const stuck = lead('Stuck', '2026-05-03T10:00:00Z', { status: 'notifying', noticeQueue: 'sending' });
    store.add(stuck);
    const seen: (string | undefined)[] = [];
    const deliver = async (id: string) => {
      seen.push(store.records.get(id)?.status);
      return 'sent' as const;
    };
    const view = await resendNotice(dana, { id: stuck._id }, { ...deps, deliver });
    expect(seen).toEqual(['received']);
    expect(view.timeline.at(-1)).toMatchObject({ kind: 'notice-resent', text: 'Notice re-sent by hand' });
  });
});

describe('exports', () => {
  it('publishes the view as CSV and puts the export on each exported request’s timeline', async () => {
    const { deps, store, auditStore, lopez, park } = await setUp();
    const published: { name: string; csv: string }[] = [];
    const publish = async (name: string, csv: string) => {
      published.push({ name, csv });
      return `memory://exports/${name}`;
    };
    const link = await exportInbox(ada, {}, { ...deps, publish });
    expect(link).toEqual({ url: expect.stringContaining('consultations-'), count: 2 });
    const rows = published[0]?.csv.split(/\r?\n/).filter(Boolean) ?? [];
    expect(rows.map((row) => row.split(',')[2])).toEqual(['"Last name"', '"Park"', '"Lopez"']);
    for (const id of [lopez._id, park._id]) expect((await store.timeline(id)).at(-1)?.kind).toBe('exported');
    expect(auditStore.entries.at(-1)).toMatchObject({
      action: 'consultations.exported',
      detail: '2 requests',
    });
  });
});
