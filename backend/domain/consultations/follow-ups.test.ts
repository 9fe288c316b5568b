/** When a follow-up comes due, and the daily digest: one a day per staff user with any due, none without. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIRM_SETTINGS } from '../../contract/firm-settings';
import type { Email } from '../mail/email';
import { instantAt } from '../settings/business-time';
import type { ConsultationRecord } from './consultation-record';
import type { OpenDeadline } from '../matters/deadlines';
import { endOfDay, followUpKeysOf, sendFollowUpDigests } from './follow-ups';

const settings = DEFAULT_FIRM_SETTINGS;
const la = (day: number, hour: number, minute = 0) =>
  instantAt({ year: 2026, month: 11, day }, hour * 60 + minute, settings.timeZone);

describe('when a follow-up is due', () => {
  it('a Contacted lead: two business days after its last change, across a weekend', () => {
    const keys = followUpKeysOf(
      { leadStatus: 'contacted', assigneeEmail: 'ben@firm.example' },
      la(19, 10),
      settings,
    );
    expect(keys).toEqual({ followUpDueAt: la(23, 10).toISOString(), followUpOwner: 'ben@firm.example' });
  });

  it('a date set by hand wins, due at the opening of that day', () => {
    const keys = followUpKeysOf(
      { leadStatus: 'contacted', assigneeEmail: 'ben@firm.example', followUpOn: '2026-12-01' },
      la(19, 10),
      settings,
    );
    expect(keys.followUpDueAt).toBe(
      instantAt({ year: 2026, month: 12, day: 1 }, 8 * 60, settings.timeZone).toISOString(),
    );
  });

  it('a scheduled consultation: one business day after its date (the lead’s date), across a weekend', () => {
    const keys = followUpKeysOf(
      { leadStatus: 'scheduled', assigneeEmail: 'ben@firm.example', followUpOn: '2026-11-27' },
      la(19, 10),
      settings,
    );
    // Friday Nov 27 at opening, plus one business day: Monday Nov 30 at opening.
    expect(keys.followUpDueAt).toBe(la(30, 8).toISOString());
    const twoDays = followUpKeysOf(
      { leadStatus: 'scheduled', assigneeEmail: 'ben@firm.example', followUpOn: '2026-11-27' },
      la(19, 10),
      { ...settings, scheduledFollowUpDays: 2 },
    );
    expect(twoDays.followUpDueAt).toBe(
      instantAt({ year: 2026, month: 12, day: 1 }, 8 * 60, settings.timeZone).toISOString(),
    );
  });

  it('none for other statuses without a date, for spam, or without an assignee', () => {
    const none = { followUpDueAt: null, followUpOwner: null };
    expect(
      followUpKeysOf({ leadStatus: 'retained', assigneeEmail: 'ben@firm.example' }, la(19, 10), settings),
    ).toEqual(none);
    expect(followUpKeysOf({ leadStatus: 'contacted' }, la(19, 10), settings)).toEqual(none);
    expect(
      followUpKeysOf(
        { leadStatus: 'spam', assigneeEmail: 'b@x', followUpOn: '2026-12-01' },
        la(19, 10),
        settings,
      ),
    ).toEqual(none);
  });

  it('the day ends at local midnight', () => {
    expect(endOfDay(la(25, 10), settings)).toEqual(la(26, 0));
  });
});

describe('the daily digest', () => {
  function setUp(now: { value: Date }, deadlines: OpenDeadline[] = []) {
    const keys = new Set<string>();
    const mails: Email[] = [];
    const due: Record<string, ConsultationRecord[]> = {
      'ben@firm.example': [{ _id: 'lead-1', followUpDueAt: la(23, 10).toISOString() } as ConsultationRecord],
    };
    const deps = {
      followUps: {
        dueFollowUps: async (owner: string, dueBy: string) =>
          (due[owner] ?? []).filter((record) => (record.followUpDueAt ?? '') <= dueBy),
      },
      markers: {
        has: async (key: string) => keys.has(key),
        claim: async (key: string) => !keys.has(key) && Boolean(keys.add(key)),
      },
      staff: async () => [{ email: 'ada@firm.example' }, { email: 'ben@firm.example' }],
      deadlines: {
        openDeadlinesOf: async (attorney: string, limit: number) =>
          deadlines.filter((deadline) => deadline.responsibleAttorney === attorney).slice(0, limit),
      },
      settings: async () => settings,
      send: async (email: Email) => String(mails.push(email)),
      siteUrl: 'https://firm.example',
      now: () => now.value,
    };
    return { deps, mails };
  }

  it('goes once a business day to whoever has a follow-up due, and to nobody else', async () => {
    const now = { value: la(23, 7, 59) };
    const { deps, mails } = setUp(now);
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 0 });
    now.value = la(23, 8);
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 1 });
    expect(mails.map((mail) => mail.to)).toEqual(['ben@firm.example']);
    expect(mails[0]!.text).toContain('https://firm.example/consultations/lead-1');
    now.value = la(23, 15);
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 0 });
    now.value = la(24, 8, 1);
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 1 });
    expect(mails).toHaveLength(2);
  });

  it('lists the attorney’s deadlines of the next 14 days and the overdue ones, an unverified one loudly', async () => {
    const deadline = (changes: Partial<OpenDeadline>): OpenDeadline => ({
      matterId: 'matter-1',
      clientName: 'Ana Lopez',
      claimType: 'Car crash',
      responsibleAttorney: 'ada@firm.example',
      phase: 'demand',
      deadlineId: 'limitation',
      kind: 'limitation',
      title: 'Statute of limitations',
      date: '2026-11-30',
      verified: false,
      acknowledged: false,
      sequence: 1,
      ...changes,
    });
    // Monday 2026-11-23: one overdue, one unverified in a week, one on the 14th day, one on the 15th.
    const { deps, mails } = setUp({ value: la(23, 9) }, [
      deadline({
        matterId: 'matter-0',
        deadlineId: 'd0',
        kind: 'filing',
        title: 'Answer due',
        date: '2026-11-20',
        verified: true,
      }),
      deadline({}),
      deadline({
        matterId: 'matter-2',
        deadlineId: 'd2',
        kind: 'trial',
        title: 'Jury trial',
        date: '2026-12-07',
        verified: true,
      }),
      deadline({
        matterId: 'matter-3',
        deadlineId: 'd3',
        kind: 'trial',
        title: 'Later trial',
        date: '2026-12-08',
        verified: true,
      }),
    ]);
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 2 });
    const ada = mails.find((mail) => mail.to === 'ada@firm.example')!;
    expect(ada.subject).toBe('Your day: 3 deadlines, 1 OVERDUE, 1 NOT VERIFIED');
    expect(ada.text).toContain(
      'OVERDUE by 3 days: Filing: Answer due, November 20, 2026: https://firm.example/matters/matter-0',
    );
    expect(ada.text).toContain(
      'in 7 days: Statute of limitations, November 30, 2026 (NOT VERIFIED by a lawyer): https://firm.example/matters/matter-1',
    );
    expect(ada.text).toContain('in 14 days: Trial: Jury trial, December 7, 2026');
    expect(ada.text).not.toContain('Later trial');
    expect(ada.text).not.toContain('Ana Lopez');
    expect(ada.html).toContain('NOT VERIFIED by a lawyer');
    const ben = mails.find((mail) => mail.to === 'ben@firm.example')!;
    expect(ben.subject).toBe('Your follow-ups today: 1 due');
  });

  it('sends nothing on a weekend', async () => {
    const { deps, mails } = setUp({ value: la(28, 10) });
    expect(await sendFollowUpDigests(deps)).toEqual({ digests: 0 });
    expect(mails).toEqual([]);
  });
});
