/**
 * The first-contact alerts as pure decisions (which stage is due when) and as one run of the schedule on
 * in-memory ports: who is mailed, at most once per stage, never once the lead has left New.
 */
import { SILENT_LOG } from '../../../backend/domain/log';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { createAuditLog } from '../audit/audit-log';
import type { Email } from '../mail/email';
import { instantAt } from '../settings/business-time';
import { newConsultationRecord, type ConsultationRecord } from './consultation-record';
import { alertDueAt, dueAlertStages, sendFirstContactAlerts, type AlertStage } from './first-contact';

const settings = DEFAULT_FIRM_SETTINGS;
const la = (day: number, hour: number, minute: number) =>
  instantAt({ year: 2026, month: 11, day }, hour * 60 + minute, settings.timeZone);
const WEDNESDAY = 25;
const FRIDAY = 20;
const MONDAY = 23;

function lead(createdAt: Date, overrides: Partial<ConsultationRecord> = {}): ConsultationRecord {
  return {
    ...newConsultationRecord(
      {
        firstName: 'Robin',
        lastName: 'Hale <b>',
        email: 'robin@example.com',
        phone: '(206) 555-0123',
        typeOfClient: 'Yes, I am a potential new client',
        language: 'en' as const,
        message: 'PRIVATE <script>',
      },
      { idempotencyKey: createdAt.toISOString(), spam: false, now: createdAt },
    ),
    ...overrides,
  };
}

describe('when a first-contact alert is due', () => {
  it('10:00 on a weekday: the assignee at 10:15, the administrators at 10:30', () => {
    const record = lead(la(WEDNESDAY, 10, 0));
    expect(alertDueAt(new Date(record.createdAt), 'assignee', settings)).toEqual(la(WEDNESDAY, 10, 15));
    expect(dueAlertStages(record, la(WEDNESDAY, 10, 14), settings)).toEqual([]);
    expect(dueAlertStages(record, la(WEDNESDAY, 10, 15), settings)).toEqual(['assignee']);
    const alerted = { ...record, firstAlertAt: la(WEDNESDAY, 10, 15).toISOString() };
    expect(dueAlertStages(alerted, la(WEDNESDAY, 10, 29), settings)).toEqual([]);
    expect(dueAlertStages(alerted, la(WEDNESDAY, 10, 30), settings)).toEqual(['administrators']);
  });

  it('17:55 on a Friday: nothing over the weekend, the assignee at 08:10 on Monday', () => {
    const record = lead(la(FRIDAY, 17, 55));
    expect(dueAlertStages(record, la(FRIDAY + 1, 12, 0), settings)).toEqual([]);
    expect(dueAlertStages(record, la(MONDAY, 8, 9), settings)).toEqual([]);
    expect(dueAlertStages(record, la(MONDAY, 8, 10), settings)).toEqual(['assignee']);
    expect(dueAlertStages(record, la(MONDAY, 8, 25), settings)).toEqual(['assignee', 'administrators']);
  });

  it('never once the lead has left New', () => {
    const record = lead(la(WEDNESDAY, 10, 0), { leadStatus: 'contacted' });
    expect(dueAlertStages(record, la(WEDNESDAY, 12, 0), settings)).toEqual([]);
  });
});

function memoryDeps(records: ConsultationRecord[], now: { value: Date }) {
  const mails: Email[] = [];
  const auditStore = new MemoryAuditStore();
  const events: { id: string; text: string }[] = [];
  const attribute: Record<AlertStage, 'firstAlertAt' | 'escalatedAt'> = {
    assignee: 'firstAlertAt',
    administrators: 'escalatedAt',
  };
  const deps = {
    leads: {
      async waitingLeads(arrivedBy: string, limit: number) {
        return records
          .filter((r) => r.leadStatus === 'new' && r.createdAt <= arrivedBy && !r.escalatedAt)
          .slice(0, limit);
      },
      async claimAlert(id: string, stage: AlertStage, at: Date) {
        const record = records.find((r) => r._id === id);
        if (!record || record.leadStatus !== 'new' || record[attribute[stage]]) return false;
        record[attribute[stage]] = at.toISOString();
        return true;
      },
    },
    recipients: {
      activeStaff: async () => [
        { email: 'ada@firm.example', isAdmin: true },
        { email: 'ben@firm.example', isAdmin: false },
        { email: 'cal@firm.example', isAdmin: false },
      ],
    },
    settings: async () => settings,
    send: async (email: Email) => {
      mails.push(email);
      return `m${mails.length}`;
    },
    recordEvent: async (id: string, event: { text: string }) => {
      events.push({ id, text: event.text });
    },
    audit: createAuditLog(auditStore, { now: () => now.value, log: SILENT_LOG }),
    siteUrl: 'https://firm.example',
    now: () => now.value,
    log: SILENT_LOG,
  };
  return { deps, mails, auditStore, events };
}

describe('a run of the alerts', () => {
  it('mails the assignee once, then the administrators once, and stops when the lead leaves New', async () => {
    const assigned = lead(la(WEDNESDAY, 10, 0), { assigneeEmail: 'ben@firm.example' });
    const now = { value: la(WEDNESDAY, 10, 15) };
    const { deps, mails, auditStore } = memoryDeps([assigned], now);

    expect(await sendFirstContactAlerts(deps)).toEqual({ alerts: 1, mails: 1 });
    expect(mails.map((mail) => mail.to)).toEqual(['ben@firm.example']);
    expect(mails[0]!.text).toContain('https://firm.example/consultations/');
    expect(mails[0]!.text + mails[0]!.html).not.toMatch(/Hale|PRIVATE|robin@/);
    expect(await sendFirstContactAlerts(deps)).toEqual({ alerts: 0, mails: 0 });

    now.value = la(WEDNESDAY, 10, 30);
    expect(await sendFirstContactAlerts(deps)).toEqual({ alerts: 1, mails: 1 });
    expect(mails.at(-1)!.to).toBe('ada@firm.example');
    expect(mails.at(-1)!.subject).toMatch(/^Escalation/);
    expect(auditStore.entries.map((entry) => [entry.action, entry.actorKind])).toEqual([
      ['consultations.alert-sent', 'system'],
      ['consultations.alert-sent', 'system'],
    ]);
  });

  it('mails every active staff user when nobody has the lead, and nothing after it was contacted', async () => {
    const unassigned = lead(la(WEDNESDAY, 10, 0));
    const contacted = lead(la(WEDNESDAY, 9, 0), { leadStatus: 'contacted' });
    const now = { value: la(WEDNESDAY, 10, 20) };
    const { deps, mails } = memoryDeps([unassigned, contacted], now);
    await sendFirstContactAlerts(deps);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'ada@firm.example',
      'ben@firm.example',
      'cal@firm.example',
    ]);
    unassigned.leadStatus = 'contacted';
    now.value = la(WEDNESDAY, 11, 0);
    expect(await sendFirstContactAlerts(deps)).toEqual({ alerts: 0, mails: 0 });
  });
});
