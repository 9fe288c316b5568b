/**
 * The calendar feed on in-memory ports, its text read back with a standard parser (ical.js): the events
 * (kind, all-day or timed in the firm's zone, stable UIDs), the owner's open limitation deadlines, what is
 * left out, and the link's life (shown once, only its hash kept, replaced, turned off, a disabled owner's).
 * The handler tests keep the path through API Gateway and DynamoDB.
 */
import { SILENT_LOG } from '../../../backend/domain/log';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS, type FirmSettings } from '../../contract/firm-settings';
import { createAuditLog } from '../audit/audit-log';
import type { StaffActor } from '../auth/callers';
import type { ConsultationRecord } from '../consultations/consultation-record';
import { followUpKeysOf } from '../consultations/follow-ups';
import { proposeLimitationDeadline } from '../matters/limitations';
import type { MatterRecord } from '../matters/records';
import { instantAt } from '../settings/business-time';
import { MemoryAuditStore } from '../../testing/memory-audit-store';
import { MemoryUserStore, storedUser } from '../../testing/memory-auth';
import { MemoryCalendarFeedStore, memoryFeedLeads } from '../../testing/memory-calendar-feeds';
import { MemoryMatterStore } from '../../testing/memory-matter-store';
import { openDeadlinesOfMatter } from '../matters/deadlines';
import { calendarText, deadlineEventsOf, feedEventsOf } from './events';
import { createCalendarFeed, myCalendarFeed, readCalendarFeed, turnOffCalendarFeed } from './feed';
import type { CalendarFeedDependencies } from './ports';

const SITE = 'https://www.brandtokafor.example';
const OWNER = 'ben@firm.example';
const NOW = new Date('2026-11-19T18:00:00Z');
const la = (day: number, hour: number) =>
  instantAt({ year: 2026, month: 11, day }, hour * 60, DEFAULT_FIRM_SETTINGS.timeZone);

let nextId = 0;
/** A stored lead as the inbox leaves it after a change on `changedAt`: its follow-up keys set from it. */
function lead(
  changes: Partial<ConsultationRecord>,
  changedAt = la(19, 10),
  settings: FirmSettings = DEFAULT_FIRM_SETTINGS,
): ConsultationRecord {
  nextId += 1;
  const record = {
    _id: `lead${nextId}`,
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana.private@example.com',
    phone: '(206) 555-0142',
    typeOfClient: 'Car accident',
    message: 'Rear-ended on I-5; whiplash and a broken wrist.',
    createdAt: '2026-11-18T17:00:00Z',
    status: 'notified',
    spam: false,
    leadStatus: 'contacted',
    emailKey: 'ana.private@example.com',
    phoneKey: '2065550142',
    nameKey: 'diaz',
    assigneeEmail: OWNER,
    version: 2,
    ...changes,
  } as ConsultationRecord;
  const keys = followUpKeysOf(record, changedAt, settings);
  return {
    ...record,
    followUpDueAt: keys.followUpDueAt ?? undefined,
    followUpOwner: keys.followUpOwner ?? undefined,
  };
}

/** The feed's events as a standard parser reads them, their zones registered from the feed's own blocks. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      start: event.startDate,
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      reminders: component.getAllSubcomponents('valarm').map((alarm) => ({
        action: alarm.getFirstPropertyValue('action'),
        secondsFromStart: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
      })),
    };
  });
}

const render = (leads: ConsultationRecord[], timeZone = DEFAULT_FIRM_SETTINGS.timeZone) =>
  calendarText(feedEventsOf(leads, { siteUrl: SITE }), { timeZone, now: NOW });

describe("the feed's events", () => {
  it("a follow-up due by the firm's cadence is timed, in the firm's zone", () => {
    // Contacted on Thursday 19 November at 10:00: due two business days later, Monday 23rd at 10:00.
    const [event] = parsed(render([lead({ leadStatus: 'contacted' })]));
    expect(event).toMatchObject({
      uid: `lead${nextId}-follow-up@www.brandtokafor.example`,
      summary: 'Follow up: Ana Diaz',
      tzid: 'America/Los_Angeles',
    });
    expect(event!.start.isDate).toBe(false);
    expect([event!.start.hour, event!.start.day]).toEqual([10, 23]);
    expect(event!.start.toJSDate().toISOString()).toBe(la(23, 10).toISOString());
  });

  it('a date set by hand is an all-day item on that date', () => {
    const [event] = parsed(render([lead({ followUpOn: '2026-12-01' })]));
    expect(event!.start.isDate).toBe(true);
    expect(event!.start.toString()).toBe('2026-12-01');
    expect(event!.summary).toBe('Follow up: Ana Diaz');
  });

  it('a lead in Consultation scheduled is its consultation, on its date', () => {
    const [event] = parsed(render([lead({ leadStatus: 'scheduled', followUpOn: '2026-11-25' })]));
    expect(event).toMatchObject({
      uid: `lead${nextId}-consultation@www.brandtokafor.example`,
      summary: 'Consultation: Ana Diaz',
    });
    expect(event!.start.toString()).toBe('2026-11-25');
  });

  it("times follow the firm's zone when the settings name another one", () => {
    const berlin = { ...DEFAULT_FIRM_SETTINGS, timeZone: 'Europe/Berlin' };
    const contacted = lead({}, new Date('2026-11-19T09:00:00Z'), berlin);
    const text = render([contacted], 'Europe/Berlin');
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    const [event] = parsed(text);
    expect(event!.tzid).toBe('Europe/Berlin');
    expect(event!.start.hour).toBe(10);
    expect(event!.start.toJSDate().toISOString()).toBe(contacted.followUpDueAt);
  });

  it("the same lead keeps its UID across edits, and its SEQUENCE is the lead's version", () => {
    const before = lead({ version: 3 });
    const after = lead({ _id: before._id, version: 4, followUpOn: '2026-12-04' });
    const [first] = parsed(render([before]));
    const [second] = parsed(render([after]));
    expect(second!.uid).toBe(first!.uid);
    expect([first!.sequence, second!.sequence]).toEqual([3, 4]);
  });

  it("shows the name, the phone and the link to the lead's page, and nothing else of the lead", () => {
    const shown = lead({ firstName: 'Zoë', lastName: "O'Hara; Jr, \\n" });
    const text = render([shown]);
    const [event] = parsed(text);
    expect(event!.summary).toBe("Follow up: Zoë O'Hara; Jr, \\n");
    expect(event!.description).toBe(`Phone: (206) 555-0142\n${SITE}/consultations/${shown._id}`);
    expect(event!.url).toBe(`${SITE}/consultations/${shown._id}`);
    for (const hidden of ['ana.private', 'Rear-ended', 'whiplash', 'Car accident']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('a lead with no follow-up due has no event', () => {
    expect(feedEventsOf([lead({ leadStatus: 'retained' })], { siteUrl: SITE })).toEqual([]);
  });
});

/** A matter of the feed's owner in Demand: incident 2025-06-01, so the rules propose 2028-06-01. */
function matter(changes: Partial<MatterRecord> = {}): MatterRecord {
  const facts = {
    incidentDate: '2025-06-01',
    clientBirthDate: '1980-01-01',
    defendantKind: 'private' as const,
    claimPresentedOn: null,
  };
  return {
    id: 'matter-1',
    clientName: 'Ana Diaz',
    claimType: 'Rear-ended on I-5',
    phase: 'demand',
    responsibleAttorney: OWNER,
    facts,
    limitation: proposeLimitationDeadline(facts),
    openedAt: '2026-03-01T09:00:00.000Z',
    openedBy: 'pat@firm.example',
    version: 3,
    ...changes,
  };
}

const verifiedOn = (date: string, note?: string) => ({
  date,
  proposedDate: '2028-06-01',
  by: OWNER,
  at: '2026-03-02T17:00:00.000Z',
  ...(note ? { note } : {}),
});

const renderDeadlines = (matters: MatterRecord[]) =>
  calendarText(deadlineEventsOf(matters.flatMap(openDeadlinesOfMatter), { siteUrl: SITE }), {
    timeZone: DEFAULT_FIRM_SETTINGS.timeZone,
    now: NOW,
  });

describe("the feed's limitation deadlines", () => {
  it('an unverified deadline is a loud all-day event on the proposed date, with a reminder a week before', () => {
    const [event] = parsed(renderDeadlines([matter()]));
    expect(event).toMatchObject({
      uid: 'matter-1-limitation@www.brandtokafor.example',
      sequence: 3,
      summary: 'NOT VERIFIED: statute of limitations: Ana Diaz',
      url: `${SITE}/matters/matter-1`,
      reminders: [{ action: 'DISPLAY', secondsFromStart: -7 * 24 * 60 * 60 }],
    });
    expect(event!.start.isDate).toBe(true);
    expect(event!.start.toString()).toBe('2028-06-01');
    expect(event!.description).toBe(
      'NOT VERIFIED. The rules propose June 1, 2028 as the last day to file suit.\n' +
        'A lawyer must check it against the file before anyone relies on it.\n' +
        `${SITE}/matters/matter-1`,
    );
  });

  it('a verified deadline is on the date the lawyer set, says who verified it, and nothing else of the case', () => {
    const note = 'Filed early: a witness is moving abroad.';
    const text = renderDeadlines([matter({ verification: verifiedOn('2027-12-31', note) })]);
    const [event] = parsed(text);
    expect(event!.summary).toBe('Statute of limitations: Ana Diaz');
    expect(event!.start.toString()).toBe('2027-12-31');
    expect(event!.description).toBe(
      `Last day to file suit: December 31, 2027, verified by ${OWNER}.\n` +
        'The rules proposed June 1, 2028.\n' +
        `${SITE}/matters/matter-1`,
    );
    for (const hidden of ['Rear-ended', 'witness', '2025-06-01', '1980', 'RCW', 'pat@firm']) {
      expect(text).not.toContain(hidden);
    }
  });

  it("keeps the matter's UID when its deadline moves, and its SEQUENCE is the matter's version", () => {
    const [before] = parsed(renderDeadlines([matter({ version: 3 })]));
    const [after] = parsed(renderDeadlines([matter({ version: 4, verification: verifiedOn('2028-05-29') })]));
    expect(after!.uid).toBe(before!.uid);
    expect([before!.start.toString(), after!.start.toString()]).toEqual(['2028-06-01', '2028-05-29']);
    expect([before!.sequence, after!.sequence]).toEqual([3, 4]);
  });

  it('a matter past suit, settled or closed has no deadline event', () => {
    for (const phase of ['litigation', 'settlement', 'closed'] as const) {
      expect(deadlineEventsOf(openDeadlinesOfMatter(matter({ phase })), { siteUrl: SITE })).toEqual([]);
    }
  });
});

function setUp(leads: ConsultationRecord[] = [], matters: MatterRecord[] = []) {
  const feeds = new MemoryCalendarFeedStore();
  const users = new MemoryUserStore();
  const audit = new MemoryAuditStore();
  const matterStore = new MemoryMatterStore();
  for (const record of matters) matterStore.matters.set(record.id, record);
  const deps: CalendarFeedDependencies = {
    feeds,
    followUps: memoryFeedLeads(leads),
    matters: matterStore,
    users,
    settings: async () => DEFAULT_FIRM_SETTINGS,
    tokenKey: async () => new TextEncoder().encode('calendar-feed-test-key'),
    audit: createAuditLog(audit, { now: () => NOW, log: SILENT_LOG }),
    siteUrl: SITE,
    now: () => NOW,
  };
  return { feeds, users, audit, deps };
}

const ben = (disabled = false): StaffActor => ({
  kind: 'staff',
  user: storedUser(OWNER, { disabled }),
  sourceIp: '192.0.2.40',
  sessionId: 'session-1',
});
const calendarApp = { sourceIp: '198.51.100.9', userAgent: 'Calendar/1.0' };
const tokenOf = (url: string) => decodeURIComponent(url.split('/').pop()!);

describe("the feed's link", () => {
  it('is shown once, kept only as a hash, and opens the owner’s follow-ups', async () => {
    const { feeds, users, audit, deps } = setUp([lead({})]);
    await users.create(ben().user);
    const { url, createdAt } = await createCalendarFeed(ben(), {}, deps);
    expect(url).toMatch(new RegExp(`^${SITE}/api/calendar/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(url);
    expect(JSON.stringify([...feeds.feeds.values(), ...feeds.pointers])).not.toContain(token);
    expect(JSON.stringify(audit.entries)).not.toContain(token);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['staff.calendar-feed-created']);

    expect(await myCalendarFeed(ben(), {}, deps)).toEqual({ feed: { createdAt, lastFetchedAt: null } });
    const text = await readCalendarFeed(calendarApp, { token }, deps);
    expect(parsed(text!).map((event) => event.summary)).toEqual(['Follow up: Ana Diaz']);
    expect(await myCalendarFeed(ben(), {}, deps)).toEqual({
      feed: { createdAt, lastFetchedAt: NOW.toISOString() },
    });
  });

  it('shows the window from 30 days back to 180 days ahead, and only the owner’s leads', async () => {
    const onDay = (date: string, changes: Partial<ConsultationRecord> = {}) =>
      lead({ followUpOn: date, lastName: date, ...changes });
    const { users, deps } = setUp([
      onDay('2026-10-19'), // 31 days before NOW: out
      onDay('2026-10-21'),
      onDay('2027-05-17'),
      onDay('2027-05-19'), // 181 days after NOW: out
      onDay('2026-11-30', { assigneeEmail: 'someone-else@firm.example' }),
    ]);
    await users.create(ben().user);
    const token = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    const shown = parsed((await readCalendarFeed(calendarApp, { token }, deps))!);
    expect(shown.map((event) => event.start.toString())).toEqual(['2026-10-21', '2027-05-17']);
  });

  it('shows every open deadline of the owner’s matters, past or far ahead, and no closed or other’s one', async () => {
    const { users, deps } = setUp(
      [lead({ followUpOn: '2026-12-01' })],
      [
        // Incident 2023-09-01: proposed 2026-09-01, past NOW and beyond the follow-ups' window, still open.
        matter({
          id: 'past',
          clientName: 'Past Due',
          facts: { ...matter().facts, incidentDate: '2023-09-01' },
        }),
        matter({ id: 'ahead', clientName: 'Far Ahead', verification: verifiedOn('2028-06-01') }),
        matter({ id: 'closed', clientName: 'Closed Case', phase: 'closed' }),
        matter({ id: 'sued', clientName: 'Suit Filed', phase: 'litigation' }),
        matter({
          id: 'others',
          clientName: 'Other Lawyer',
          responsibleAttorney: 'someone-else@firm.example',
        }),
      ].map((record) => ({ ...record, limitation: proposeLimitationDeadline(record.facts) })),
    );
    await users.create(ben().user);
    const token = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    const shown = parsed((await readCalendarFeed(calendarApp, { token }, deps))!);
    expect(shown.map((event) => [event.summary, event.start.toString()])).toEqual([
      ['Follow up: Ana Diaz', '2026-12-01'],
      ['NOT VERIFIED: statute of limitations: Past Due', '2026-09-01'],
      ['Statute of limitations: Far Ahead', '2028-06-01'],
    ]);
  });

  it('a new link replaces the old one; turning the feed off closes the link', async () => {
    const { users, audit, deps } = setUp();
    await users.create(ben().user);
    const first = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    const second = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    expect(await readCalendarFeed(calendarApp, { token: first }, deps)).toBeUndefined();
    expect(await readCalendarFeed(calendarApp, { token: second }, deps)).toContain('BEGIN:VCALENDAR');

    expect(await turnOffCalendarFeed(ben(), {}, deps)).toBe(true);
    expect(await readCalendarFeed(calendarApp, { token: second }, deps)).toBeUndefined();
    expect(await myCalendarFeed(ben(), {}, deps)).toEqual({ feed: null });
    expect(await turnOffCalendarFeed(ben(), {}, deps)).toBe(false);
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual([
      'staff.calendar-feed-created',
      'staff.calendar-feed-created',
      'staff.calendar-feed-turned-off',
    ]);
  });

  it("opens nothing for a made-up or empty token, or a disabled owner's link", async () => {
    const { users, deps } = setUp();
    await users.create(ben().user);
    const token = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    for (const wrong of ['', 'x'.repeat(43), `${token}x`, 'a'.repeat(5000)]) {
      expect(await readCalendarFeed(calendarApp, { token: wrong }, deps)).toBeUndefined();
    }
    const disabled = setUp();
    await disabled.users.create(ben(true).user);
    const disabledToken = tokenOf((await createCalendarFeed(ben(), {}, disabled.deps)).url);
    expect(await readCalendarFeed(calendarApp, { token: disabledToken }, disabled.deps)).toBeUndefined();
  });

  it("closes when the owner's token version goes up (every cut-off raises it), and /account shows no feed", async () => {
    const { users, deps } = setUp();
    await users.create(ben().user);
    const token = tokenOf((await createCalendarFeed(ben(), {}, deps)).url);
    await users.setPassword(OWNER, 'a new hash');
    expect(await readCalendarFeed(calendarApp, { token }, deps)).toBeUndefined();
    // Signed in again: the wrapper hands the operation the stored account.
    const signedInAgain = { ...ben(), user: (await users.get(OWNER))! };
    expect(await myCalendarFeed(signedInAgain, {}, deps)).toEqual({ feed: null });
  });
});
