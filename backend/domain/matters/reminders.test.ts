import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import { DEADLINE_REMINDER_DAYS, type MatterPhase } from '../../contract/matters';
import { MemoryMatterStore } from '../../testing/memory-matter-store';
import { SILENT_LOG } from '../log';
import type { Email } from '../mail/email';
import { openDeadlinesOfMatter, openLimitation, type OpenDeadline } from './deadlines';
import { proposeLimitationDeadline } from './limitations';
import type { NoticeMarkers } from './ports';
import type { MatterRecord } from './records';
import {
  civilDateAfter,
  civilDaysBetween,
  deadlineEmail,
  markerOf,
  noticesDue,
  recipientsOf,
  sendDeadlineReminders,
  type ReminderDeps,
} from './reminders';

const ELEANOR = 'eleanor@brandtokafor.example';
const ADMIN = 'admin@brandtokafor.example';
const OTHER_ADMIN = 'grace@brandtokafor.example';
const PAT = 'pat@brandtokafor.example';

/** A matter whose proposed deadline is 2028-06-01 (three years after the incident). */
function matterOf(overrides: Partial<MatterRecord> = {}): MatterRecord {
  const facts = {
    incidentDate: '2025-06-01',
    clientBirthDate: '1980-01-01',
    defendantKind: 'private' as const,
    claimPresentedOn: null,
  };
  return {
    id: 'm1',
    clientName: 'Ana Lopez',
    claimType: 'Car crash',
    phase: 'intake',
    responsibleAttorney: ELEANOR,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt: '2026-01-01T09:00:00.000Z',
    openedBy: PAT,
    version: 1,
    ...overrides,
  };
}

/** What the matter's open deadlines are due for on `today`. */
const due = (matter: MatterRecord, today: string) =>
  openDeadlinesOfMatter(matter).flatMap((deadline) => noticesDue(deadline, today));

/** The matter's limitation deadline, open (the tests' matters are before suit unless they say otherwise). */
function limitationOf(matter: MatterRecord): OpenDeadline {
  const open = openLimitation(matter);
  if (!open) throw new Error(`${matter.id}'s limitation deadline is not open`);
  return open;
}

const DEADLINE = '2028-06-01';
/** The civil date `days` before the deadline. */
const daysBefore = (days: number) => civilDateAfter(DEADLINE, -days);
const verifiedAs = (date: string) => ({
  date,
  proposedDate: DEADLINE,
  by: ADMIN,
  at: '2026-02-01T09:00:00Z',
});

describe('civil days', () => {
  it('count across month ends and leap days by the calendar, not by hours', () => {
    expect(civilDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(civilDaysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(civilDaysBetween('2027-01-31', '2027-03-02')).toBe(30);
    expect(civilDaysBetween('2026-12-31', '2027-01-01')).toBe(1);
    // Across the firm's spring daylight-saving change a civil day is still one day.
    expect(civilDaysBetween('2027-03-13', '2027-03-15')).toBe(2);
    expect(civilDaysBetween('2028-06-01', '2028-05-31')).toBe(-1);
    expect(civilDateAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(civilDateAfter('2028-03-01', -1)).toBe('2028-02-29');
    expect(civilDateAfter('2028-06-01', -180)).toBe('2027-12-04');
  });
});

describe('what a deadline is due for', () => {
  it.each(DEADLINE_REMINDER_DAYS)('on the day %i days before: that reminder', (days) => {
    const notices = due(matterOf(), daysBefore(days));
    expect(notices.filter((notice) => notice.kind === 'reminder')).toEqual([
      { kind: 'reminder', threshold: days, daysLeft: days },
    ]);
  });

  it('nothing more than 180 days before', () => {
    expect(due(matterOf(), daysBefore(181))).toEqual([]);
    expect(due(matterOf(), daysBefore(400))).toEqual([]);
  });

  it('after a missed run, only the nearest threshold that has come, not every one missed', () => {
    // Last run 120 days before; the next one 55 days before: 90 and 60 both passed, 60 is the one due.
    expect(due(matterOf(), daysBefore(55))).toEqual([{ kind: 'reminder', threshold: 60, daysLeft: 55 }]);
    expect(due(matterOf(), daysBefore(100))).toEqual([{ kind: 'reminder', threshold: 120, daysLeft: 100 }]);
    expect(due(matterOf(), daysBefore(2))).toContainEqual({
      kind: 'reminder',
      threshold: 3,
      daysLeft: 2,
    });
  });

  it('escalates to the administrators from 30 days before, not 31', () => {
    expect(due(matterOf(), daysBefore(31))).toEqual([{ kind: 'reminder', threshold: 60, daysLeft: 31 }]);
    expect(due(matterOf(), daysBefore(30))).toEqual([
      { kind: 'reminder', threshold: 30, daysLeft: 30 },
      { kind: 'escalation', daysLeft: 30 },
    ]);
    expect(due(matterOf(), daysBefore(29))).toContainEqual({ kind: 'escalation', daysLeft: 29 });
    expect(due(matterOf(), DEADLINE)).toContainEqual({ kind: 'escalation', daysLeft: 0 });
  });

  it('stops escalating once the date is acknowledged, and the attorney’s reminders go on', () => {
    const acknowledged = matterOf({ deadlineAcknowledgement: { date: DEADLINE, by: ELEANOR, at: 'x' } });
    // The 30-day threshold is still the nearest: its marker keeps it to one mail.
    expect(due(acknowledged, daysBefore(29))).toEqual([{ kind: 'reminder', threshold: 30, daysLeft: 29 }]);
    expect(due(acknowledged, daysBefore(14))).toEqual([{ kind: 'reminder', threshold: 14, daysLeft: 14 }]);
  });

  it('escalates again when the date changes after the acknowledgement (a lawyer verified another date)', () => {
    const acknowledged = matterOf({
      deadlineAcknowledgement: { date: DEADLINE, by: ELEANOR, at: 'x' },
      verification: { ...verifiedAs('2028-05-20'), note: 'Filed early.' },
    });
    expect(due(acknowledged, '2028-05-06')).toEqual([
      { kind: 'reminder', threshold: 14, daysLeft: 14 },
      { kind: 'escalation', daysLeft: 14 },
    ]);
  });

  it('is overdue each day after the date while suit is not filed, to the attorney and the administrators', () => {
    expect(due(matterOf(), civilDateAfter(DEADLINE, 1))).toEqual([{ kind: 'overdue', daysLate: 1 }]);
    const acknowledged = matterOf({ deadlineAcknowledgement: { date: DEADLINE, by: ELEANOR, at: 'x' } });
    expect(due(acknowledged, civilDateAfter(DEADLINE, 40))).toEqual([{ kind: 'overdue', daysLate: 40 }]);
  });

  it.each<MatterPhase>(['litigation', 'settlement', 'closed'])(
    'is nothing once the matter is in %s: the deadline is closed',
    (phase) => {
      for (const today of [daysBefore(180), daysBefore(30), DEADLINE, civilDateAfter(DEADLINE, 3)])
        expect(due(matterOf({ phase }), today)).toEqual([]);
    },
  );

  it('counts from the verified date where a lawyer set one', () => {
    const verified = matterOf({ verification: { ...verifiedAs('2028-02-29'), note: 'Leap day.' } });
    expect(due(verified, '2028-01-30')).toContainEqual({
      kind: 'reminder',
      threshold: 30,
      daysLeft: 30,
    });
    expect(due(verified, '2028-02-28')).toContainEqual({
      kind: 'reminder',
      threshold: 1,
      daysLeft: 1,
    });
  });
});

describe('who is mailed', () => {
  const staff = [
    { email: ELEANOR, isAdmin: false },
    { email: ADMIN, isAdmin: true },
    { email: OTHER_ADMIN, isAdmin: true },
    { email: PAT, isAdmin: false },
  ];

  it('a reminder to the attorney, an escalation to each administrator, an overdue deadline to both', () => {
    const matter = matterOf();
    expect(recipientsOf({ kind: 'reminder', threshold: 7, daysLeft: 7 }, matter, staff)).toEqual([ELEANOR]);
    expect(recipientsOf({ kind: 'escalation', daysLeft: 7 }, matter, staff)).toEqual([ADMIN, OTHER_ADMIN]);
    expect(recipientsOf({ kind: 'overdue', daysLate: 1 }, matter, staff)).toEqual([
      ELEANOR,
      ADMIN,
      OTHER_ADMIN,
    ]);
  });

  it('an administrator who is the attorney once, and the administrators when the attorney is no longer staff', () => {
    expect(
      recipientsOf({ kind: 'overdue', daysLate: 1 }, matterOf({ responsibleAttorney: ADMIN }), staff),
    ).toEqual([ADMIN, OTHER_ADMIN]);
    const gone = matterOf({ responsibleAttorney: 'left@brandtokafor.example' });
    expect(recipientsOf({ kind: 'reminder', threshold: 7, daysLeft: 7 }, gone, staff)).toEqual([
      ADMIN,
      OTHER_ADMIN,
    ]);
  });

  it('marks a reminder once per threshold of a date, an escalation and an overdue notice once a day', () => {
    const matter = matterOf();
    const reminder = { kind: 'reminder', threshold: 30, daysLeft: 29 } as const;
    expect(markerOf(reminder, limitationOf(matter), '2028-05-03', ELEANOR)).toBe(
      markerOf({ ...reminder, daysLeft: 28 }, limitationOf(matter), '2028-05-04', ELEANOR),
    );
    const moved = matterOf({ verification: { ...verifiedAs('2028-05-20'), note: 'Earlier.' } });
    expect(markerOf(reminder, limitationOf(moved), '2028-05-03', ELEANOR)).not.toBe(
      markerOf(reminder, limitationOf(matter), '2028-05-03', ELEANOR),
    );
    const escalation = { kind: 'escalation', daysLeft: 29 } as const;
    expect(markerOf(escalation, limitationOf(matter), '2028-05-03', ADMIN)).not.toBe(
      markerOf(escalation, limitationOf(matter), '2028-05-04', ADMIN),
    );
  });
});

describe('the mail', () => {
  it('names the client, the date, the days left and the matter’s page, and says loudly it is not verified', () => {
    const mail = deadlineEmail(
      { kind: 'reminder', threshold: 30, daysLeft: 30 },
      limitationOf(matterOf()),
      ELEANOR,
      'https://brandtokafor.example',
    );
    expect(mail.to).toBe(ELEANOR);
    expect(mail.subject).toBe('Limitation deadline in 30 days: Ana Lopez (NOT VERIFIED)');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Ana Lopez');
      expect(body).toContain('June 1, 2028');
      expect(body).toContain('30 days left');
      expect(body).toContain('NOT VERIFIED by a lawyer');
      expect(body).toContain('https://brandtokafor.example/matters/m1');
    }
  });

  it('escapes what staff typed in the HTML, and says who verified a verified date', () => {
    const matter = matterOf({
      clientName: 'Ana <script>alert(1)</script> Lopez',
      claimType: 'Crash & "burn"',
      verification: verifiedAs(DEADLINE),
    });
    const mail = deadlineEmail(
      { kind: 'escalation', daysLeft: 0 },
      limitationOf(matter),
      ADMIN,
      'https://b.example',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ana &lt;script&gt;alert(1)&lt;/script&gt; Lopez');
    expect(mail.html).toContain('Crash &amp; &quot;burn&quot;');
    expect(mail.html).not.toContain('NOT VERIFIED');
    expect(mail.text).toContain(`Verified by ${ADMIN}`);
    expect(mail.subject).toBe(`Limitation deadline TODAY, NOT ACKNOWLEDGED: ${matter.clientName}`);
    expect(mail.text).toContain('Nobody has acknowledged this deadline');
  });

  it('says an overdue deadline is overdue, by how much, and that suit is not filed', () => {
    const mail = deadlineEmail(
      { kind: 'overdue', daysLate: 2 },
      limitationOf(matterOf()),
      ADMIN,
      'https://b.example',
    );
    expect(mail.subject).toBe('Limitation deadline OVERDUE by 2 days: Ana Lopez (NOT VERIFIED)');
    expect(mail.text).toContain('passed 2 days ago');
    expect(mail.text).toContain('Suit has not been filed and the matter is in Intake');
  });
});

describe('a run', () => {
  /** Markers in memory, as the DynamoDB adapter keeps them: a claim is true once per key. */
  function memoryMarkers(): NoticeMarkers & { keys: Set<string> } {
    const keys = new Set<string>();
    return {
      keys,
      has: async (key) => keys.has(key),
      claim: async (key) => !keys.has(key) && Boolean(keys.add(key)),
      release: async (key) => {
        keys.delete(key);
      },
    };
  }

  function setUp(at: string, matters: MatterRecord[]) {
    const store = new MemoryMatterStore();
    for (const matter of matters) store.matters.set(matter.id, matter);
    const sent: Email[] = [];
    let now = new Date(at);
    let failing = false;
    const deps: ReminderDeps = {
      matters: store,
      markers: memoryMarkers(),
      staff: async () => [
        { email: ELEANOR, isAdmin: false },
        { email: ADMIN, isAdmin: true },
      ],
      settings: async () => DEFAULT_FIRM_SETTINGS,
      send: async (email) => {
        if (failing) throw new Error('SES is down');
        sent.push(email);
        return 'message-id';
      },
      siteUrl: 'https://b.example',
      now: () => now,
      log: SILENT_LOG,
    };
    return {
      deps,
      sent,
      moveTo: (instant: string) => (now = new Date(instant)),
      failMail: (fail: boolean) => (failing = fail),
    };
  }

  // 2028-05-02 is a Tuesday, 30 days before the deadline; 10:00 in Seattle is 17:00 UTC.
  const TUESDAY_TEN = '2028-05-02T17:00:00Z';

  it('mails once a firm day, in business hours only, and reads only deadlines within 180 days', async () => {
    const far = matterOf({ id: 'far', verification: { ...verifiedAs('2029-01-01'), note: 'Later.' } });
    const closed = matterOf({ id: 'closed', phase: 'closed' });
    const { deps, sent, moveTo } = setUp('2028-05-02T14:00:00Z', [matterOf(), far, closed]);
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 0 });
    moveTo(TUESDAY_TEN);
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 2 });
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [ELEANOR, 'Limitation deadline in 30 days: Ana Lopez (NOT VERIFIED)'],
      [ADMIN, 'Limitation deadline in 30 days, NOT ACKNOWLEDGED: Ana Lopez (NOT VERIFIED)'],
    ]);
    moveTo('2028-05-02T22:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 0 });
    // Saturday: not a firm day.
    moveTo('2028-05-06T17:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 0 });
    // Monday: the 30-day reminder was sent; the escalation is the day's.
    moveTo('2028-05-08T17:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 1 });
    expect(sent.at(-1)?.to).toBe(ADMIN);
  });

  it('gives back the marker of a mail the mail service refused, fails, and sends it at the next run only', async () => {
    const { deps, sent, failMail } = setUp(TUESDAY_TEN, [matterOf()]);
    failMail(true);
    await expect(sendDeadlineReminders(deps)).rejects.toThrow('SES is down');
    failMail(false);
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 2 });
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 0 });
    expect(sent).toHaveLength(2);
  });

  it('pages through every open deadline in reach', async () => {
    const many = Array.from({ length: 230 }, (_, index) =>
      matterOf({ id: `m${String(index).padStart(3, '0')}` }),
    );
    const { deps, sent } = setUp(TUESDAY_TEN, many);
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 460 });
    expect(new Set(sent.map((mail) => mail.text.match(/matters\/(m\d+)/)?.[1])).size).toBe(230);
  });

  it('reminds of a deadline staff added as of the limitation deadline: the attorney, and the administrators until acknowledged', async () => {
    // The limitation deadline is verified far off; the trial date is 30 days from the Tuesday.
    const trial = {
      id: 't1',
      kind: 'trial' as const,
      title: 'Jury trial',
      date: DEADLINE,
      addedBy: PAT,
      addedAt: '2026-02-01T09:00:00Z',
      revision: 1,
    };
    const matter = matterOf({
      verification: { ...verifiedAs('2029-01-01'), note: 'Later.' },
      deadlines: [trial, { ...trial, id: 't2', title: 'Done', completedAt: 'x', completedBy: PAT }],
    });
    const { deps, sent, moveTo } = setUp(TUESDAY_TEN, [matter]);
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 2 });
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [ELEANOR, 'Trial: Jury trial in 30 days: Ana Lopez'],
      [ADMIN, 'Trial: Jury trial in 30 days, NOT ACKNOWLEDGED: Ana Lopez'],
    ]);
    expect(sent[0]?.text).toContain('Trial: Jury trial: June 1, 2028 (30 days left)');
    expect(sent[0]?.text).not.toContain('NOT VERIFIED');
    // Wednesday: the escalation again, the attorney's 30-day reminder not.
    moveTo('2028-05-03T17:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 1 });
    expect(sent.at(-1)?.to).toBe(ADMIN);
    // Acknowledged on Wednesday: Thursday is quiet.
    const store = deps.matters as MemoryMatterStore;
    store.matters.set(matter.id, {
      ...matter,
      deadlines: [{ ...trial, acknowledgement: { date: DEADLINE, by: ELEANOR, at: 'x' } }],
    });
    moveTo('2028-05-04T17:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 0 });
    // Overdue: the attorney and the administrators, each day, until it is completed.
    moveTo('2028-06-02T17:00:00Z');
    expect(await sendDeadlineReminders(deps)).toEqual({ deadlineNotices: 2 });
    expect(sent.at(-1)?.subject).toBe('Trial: Jury trial OVERDUE by 1 day: Ana Lopez');
    expect(sent.at(-1)?.text).toContain('complete it on the matter page');
  });
});
