/**
 * What a feed shows, decided from the leads and matters alone, and the ICS text (ical-generator; time zone
 * blocks from timezones-ical-library). One event per lead with a follow-up in the window:
 * - "Consultation: <name>" for a lead in Consultation scheduled, on its date (the follow-up date the inbox
 *   keeps for it), else "Follow up: <name>";
 * - all-day when the item is a date (set by hand), timed in the firm's zone when the firm's cadence made it
 *   (a due time), TIMED_FOLLOW_UP_MINUTES long;
 * - UID per lead and kind, so an edit moves the event instead of adding one; SEQUENCE is the lead's
 *   version, which every staff change of the lead (status, assignee, date) increases;
 * - the lead's name in the title, its phone and the link to its page in the description: nothing else of
 *   the lead (no email, no message, no notes).
 * And one all-day event per open deadline of the owner's matters (deadlines.ts), on the date that counts:
 * - "Statute of limitations: <client>" once a lawyer verified it, "NOT VERIFIED: statute of limitations:
 *   <client>" until then, as loud as everywhere else an unverified deadline shows; "<Kind>: <title>:
 *   <client>" for a deadline staff added;
 * - UID per deadline, so a changed date moves the event; SEQUENCE is the matter's version for the limitation
 *   deadline, the added deadline's revision for the others;
 * - the date, who verified it (or that nobody has) and the link to the matter's page in the description:
 *   nothing else of the case (no facts, claim or note); a reminder a week before (VALARM).
 */
import { TZDate } from '@date-fns/tz';
import ical, { ICalAlarmType } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import {
  CALENDAR_FEED_DEADLINES,
  CALENDAR_FEED_REFRESH_SECONDS,
  TIMED_FOLLOW_UP_MINUTES,
} from '../../contract/calendar-feed';
import { leadPageUrl } from '../../contract/consultation-inbox';
import { FIRM_IDENTITY } from '../../contract/firm';
import { civilDateText } from '../../contract/civil-date-text';
import { LIMITATION_DEADLINE_ID, matterPageUrl } from '../../contract/matters';
import type { ConsultationRecord } from '../consultations/consultation-record';
import { deadlineLabel, type OpenDeadline } from '../matters/deadlines';

type FeedLead = Pick<
  ConsultationRecord,
  '_id' | 'firstName' | 'lastName' | 'phone' | 'leadStatus' | 'followUpOn' | 'followUpDueAt' | 'version'
>;

type FeedDeadline = Pick<
  OpenDeadline,
  | 'matterId'
  | 'deadlineId'
  | 'kind'
  | 'title'
  | 'clientName'
  | 'date'
  | 'verified'
  | 'verifiedBy'
  | 'proposedDate'
  | 'sequence'
>;

type LeadEventKind = 'follow-up' | 'consultation';
export type FeedEventKind = LeadEventKind | 'limitation' | 'deadline';

export interface FeedEvent {
  uid: string;
  kind: FeedEventKind;
  sequence: number;
  summary: string;
  description: string;
  url: string;
  /** A date (YYYY-MM-DD) for an all-day item, else the instant it starts. */
  when: { date: string } | { start: Date };
  /** How many days ahead a calendar app reminds of it, if it should. */
  reminderDaysBefore?: number;
}

const SUMMARY_PREFIX: Record<LeadEventKind, string> = {
  'follow-up': 'Follow up',
  consultation: 'Consultation',
};

export function feedEventsOf(leads: readonly FeedLead[], { siteUrl }: { siteUrl: string }): FeedEvent[] {
  const host = new URL(siteUrl).host;
  return leads.flatMap((lead) => {
    if (!lead.followUpDueAt) return [];
    const kind: LeadEventKind =
      lead.leadStatus === 'scheduled' && lead.followUpOn ? 'consultation' : 'follow-up';
    const name = `${lead.firstName} ${lead.lastName}`.trim();
    const url = leadPageUrl(siteUrl, lead._id);
    return [
      {
        uid: `${lead._id}-${kind}@${host}`,
        kind,
        sequence: lead.version,
        summary: `${SUMMARY_PREFIX[kind]}: ${name}`,
        description: `Phone: ${lead.phone}\n${url}`,
        url,
        when: lead.followUpOn ? { date: lead.followUpOn } : { start: new Date(lead.followUpDueAt) },
      },
    ];
  });
}

/** One all-day event per open deadline: the limitation deadline on the verified date, else the proposed one. */
export function deadlineEventsOf(
  deadlines: readonly FeedDeadline[],
  { siteUrl }: { siteUrl: string },
): FeedEvent[] {
  const host = new URL(siteUrl).host;
  return deadlines.map((deadline) => {
    const url = matterPageUrl(siteUrl, deadline.matterId);
    const isLimitation = deadline.deadlineId === LIMITATION_DEADLINE_ID;
    return {
      uid: isLimitation
        ? `${deadline.matterId}-limitation@${host}`
        : `${deadline.matterId}-deadline-${deadline.deadlineId}@${host}`,
      kind: isLimitation ? 'limitation' : 'deadline',
      sequence: deadline.sequence,
      summary: !isLimitation
        ? `${deadlineLabel(deadline)}: ${deadline.clientName}`
        : deadline.verified
          ? `Statute of limitations: ${deadline.clientName}`
          : `NOT VERIFIED: statute of limitations: ${deadline.clientName}`,
      description: [...(isLimitation ? limitationLines(deadline) : []), url].join('\n'),
      url,
      when: { date: deadline.date },
      reminderDaysBefore: CALENDAR_FEED_DEADLINES.reminderDaysBefore,
    };
  });
}

/** The limitation deadline as the matter's page states it: the date, and who verified it or that nobody has. */
function limitationLines({ date, verified, verifiedBy, proposedDate }: FeedDeadline): string[] {
  if (!verified) {
    return [
      `NOT VERIFIED. The rules propose ${civilDateText(date)} as the last day to file suit.`,
      'A lawyer must check it against the file before anyone relies on it.',
    ];
  }
  return [
    `Last day to file suit: ${civilDateText(date)}, verified by ${verifiedBy ?? 'a lawyer'}.`,
    ...(!proposedDate || proposedDate === date ? [] : [`The rules proposed ${civilDateText(proposedDate)}.`]),
  ];
}

const DAY_SECONDS = 24 * 60 * 60;

/** The VTIMEZONE block of a zone, or null for one the library does not know (the TZID still names it). */
function timeZoneBlock(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

/** The feed as an iCalendar document; times in `timeZone` (the firm's), DTSTAMP `now`. */
export function calendarText(
  events: readonly FeedEvent[],
  { timeZone, now }: { timeZone: string; now: Date },
): string {
  const calendar = ical({
    name: `${FIRM_IDENTITY.name}: my follow-ups and deadlines`,
    prodId: { company: FIRM_IDENTITY.name, product: 'staff-portal', language: 'EN' },
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
    timezone: { name: null, generator: timeZoneBlock },
  });
  for (const event of events) {
    const common = {
      id: event.uid,
      sequence: event.sequence,
      stamp: now,
      summary: event.summary,
      description: event.description,
      url: event.url,
      timezone: timeZone,
      alarms:
        event.reminderDaysBefore === undefined
          ? []
          : [{ type: ICalAlarmType.display, triggerBefore: event.reminderDaysBefore * DAY_SECONDS }],
    };
    if ('date' in event.when) {
      const [year, month, day] = event.when.date.split('-').map(Number) as [number, number, number];
      calendar.createEvent({ ...common, allDay: true, start: new TZDate(year, month - 1, day, timeZone) });
    } else {
      const start = event.when.start.getTime();
      calendar.createEvent({
        ...common,
        start: new TZDate(start, timeZone),
        end: new TZDate(start + TIMED_FOLLOW_UP_MINUTES * 60_000, timeZone),
      });
    }
  }
  return calendar.toString();
}
