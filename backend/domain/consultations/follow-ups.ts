/**
 * Follow-ups that come back by themselves. Every change of a lead sets when its next follow-up is due and
 * whose it is (the assignee's): a date set by hand wins (due at the opening of that day; for a lead in
 * Consultation scheduled the date is the consultation's, and the follow-up is due the firm's business days
 * after it); else a Contacted lead is due after the firm's business days without a change. The due time is kept on the lead (the
 * follow-up index, owner and due time), so "My follow-ups" and the daily digest are one Query each. Once a
 * business day, at the first run in business hours, each staff user with any due gets one digest mail; it
 * also lists the open deadlines of the matters they are responsible for, DIGEST_DEADLINE_DAYS ahead and every
 * overdue one, an unverified limitation deadline marked NOT VERIFIED (a user with only deadlines gets it too).
 */
import { leadPageUrl, type ConsultationSummary, type LeadStatus } from '../../contract/consultation-inbox';
import type { FirmSettings } from '../../contract/firm-settings';
import { civilDateText } from '../../contract/civil-date-text';
import { DIGEST_DEADLINE_DAYS, matterPageUrl } from '../../contract/matters';
import { deadlineLabel, type OpenDeadline } from '../matters/deadlines';
import type { MatterStore } from '../matters/ports';
import { civilDateAfter, civilDaysBetween } from '../matters/reminders';
import type { StaffActor } from '../auth/callers';
import type { Clock } from '../clock';
import { html, type Email } from '../mail/email';
import {
  addBusinessDays,
  civilDateOf,
  firmTimeText,
  instantAt,
  isWithinBusinessHours,
  openingBusinessDaysAfter,
  wallTime,
} from '../settings/business-time';
import type { ConsultationRecord } from './consultation-record';
import { toSummary } from './inbox';

type FollowUpState = Pick<ConsultationRecord, 'leadStatus' | 'followUpOn' | 'assigneeEmail'>;

/** The follow-up index's keys after a change at `changedAt`; null removes a lead from the index. */
export function followUpKeysOf(
  state: FollowUpState,
  changedAt: Date,
  settings: FirmSettings,
): { followUpDueAt: string | null; followUpOwner: string | null } {
  const dueAt = dueAtOf(state, changedAt, settings);
  if (!dueAt || !state.assigneeEmail) return { followUpDueAt: null, followUpOwner: null };
  return { followUpDueAt: dueAt.toISOString(), followUpOwner: state.assigneeEmail };
}

const CADENCE_STATUSES: readonly LeadStatus[] = ['contacted'];

function dueAtOf(state: FollowUpState, changedAt: Date, settings: FirmSettings): Date | undefined {
  if (state.leadStatus === 'spam') return undefined;
  if (state.followUpOn) {
    const [year, month, day] = state.followUpOn.split('-').map(Number) as [number, number, number];
    // A scheduled lead's date is its consultation's: the follow-up opens the firm's business days after it.
    const daysAfter = state.leadStatus === 'scheduled' ? settings.scheduledFollowUpDays : 0;
    return openingBusinessDaysAfter({ year, month, day }, daysAfter, settings);
  }
  if (CADENCE_STATUSES.includes(state.leadStatus)) {
    return addBusinessDays(changedAt, settings.contactedFollowUpDays, settings);
  }
  return undefined;
}

/** The end of the firm's local day of `now`: the panel and the digest list what is due by then. */
export function endOfDay(now: Date, settings: FirmSettings): Date {
  const { year, month, day } = wallTime(now, settings.timeZone);
  return instantAt({ year, month, day }, 24 * 60, settings.timeZone);
}

export interface FollowUpStore {
  /** `owner`'s leads with a follow-up due at or before `dueBy`, earliest first (one index Query). */
  dueFollowUps(owner: string, dueBy: string, limit: number): Promise<ConsultationRecord[]>;
}

/** Once-a-day markers: `claim` is true for the first caller of a key only. */
export interface DailyMarkers {
  has(key: string): Promise<boolean>;
  claim(key: string): Promise<boolean>;
}

export const FOLLOW_UPS_SHOWN = 20;

export interface MyFollowUp extends ConsultationSummary {
  dueAt: string;
  overdue: boolean;
}

/** The dashboard's "My follow-ups": due today or earlier, the most overdue first. */
export async function listMyFollowUps(
  actor: StaffActor,
  _args: Record<string, never>,
  deps: { followUps: FollowUpStore; settings: () => Promise<FirmSettings>; now: Clock },
): Promise<MyFollowUp[]> {
  const now = deps.now();
  const settings = await deps.settings();
  const due = await deps.followUps.dueFollowUps(
    actor.user.email,
    endOfDay(now, settings).toISOString(),
    FOLLOW_UPS_SHOWN,
  );
  return due.map((record) => ({
    ...toSummary(record, now),
    dueAt: record.followUpDueAt ?? '',
    overdue: (record.followUpDueAt ?? '') < now.toISOString(),
  }));
}

export interface DigestDeps {
  followUps: FollowUpStore;
  markers: DailyMarkers;
  staff: () => Promise<{ email: string }[]>;
  /** The open deadlines of one responsible attorney's matters, earliest first. */
  deadlines: Pick<MatterStore, 'openDeadlinesOf'>;
  settings: () => Promise<FirmSettings>;
  send: (email: Email) => Promise<string>;
  siteUrl: string;
  now: Clock;
}

/** The most deadlines one digest lists (overdue ones first, as the store orders them). */
export const DIGEST_DEADLINES_SHOWN = 50;

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "OVERDUE by 2 days", "TODAY", "in 5 days". */
function whenText(date: string, today: string): string {
  const days = civilDaysBetween(today, date);
  if (days < 0) return `OVERDUE by ${dayCount(-days)}`;
  return days === 0 ? 'TODAY' : `in ${dayCount(days)}`;
}

function digestEmail(
  to: string,
  due: ConsultationRecord[],
  deadlines: OpenDeadline[],
  now: Date,
  { siteUrl, timeZone, today }: { siteUrl: string; timeZone: string; today: string },
): Email {
  const overdue = due.filter((record) => (record.followUpDueAt ?? '') < now.toISOString()).length;
  const late = deadlines.filter((deadline) => deadline.date < today).length;
  const unverified = deadlines.filter((deadline) => !deadline.verified).length;
  const followUps = `${due.length} due${overdue ? `, ${overdue} overdue` : ''}`;
  const deadlinesPart = `${deadlines.length} ${deadlines.length === 1 ? 'deadline' : 'deadlines'}${late ? `, ${late} OVERDUE` : ''}${unverified ? `, ${unverified} NOT VERIFIED` : ''}`;
  const subject = !deadlines.length
    ? `Your follow-ups today: ${followUps}`
    : `Your day: ${due.length ? `follow-ups ${followUps}; ` : ''}${deadlinesPart}`;
  // Links and times only: nothing a visitor wrote goes into the mail (a deadline's title is staff's).
  const lines = due.map((record) => ({
    when: firmTimeText(new Date(record.followUpDueAt ?? now), timeZone),
    link: leadPageUrl(siteUrl, record._id),
  }));
  const deadlineLines = deadlines.map((deadline) => ({
    text: `${whenText(deadline.date, today)}: ${deadlineLabel(deadline)}, ${civilDateText(deadline.date)}${deadline.verified ? '' : ' (NOT VERIFIED by a lawyer)'}`,
    link: matterPageUrl(siteUrl, deadline.matterId),
  }));
  const text = [
    `${subject}.`,
    ...(lines.length ? [lines.map((line) => `Due ${line.when}: ${line.link}`).join('\n')] : []),
    ...(deadlineLines.length
      ? [
          `Deadlines in the next ${DIGEST_DEADLINE_DAYS} days and overdue:\n${deadlineLines.map((line) => `${line.text}: ${line.link}`).join('\n')}`,
        ]
      : []),
  ].join('\n\n');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: html`<p>${subject}.</p>
      ${
        lines.length
          ? html`<ul>
              ${lines.map((line) => html`<li>Due ${line.when}: <a href="${line.link}">open the request</a></li>`)}
            </ul>`
          : html``
      }
      ${
        deadlineLines.length
          ? html`<p><strong>Deadlines in the next ${DIGEST_DEADLINE_DAYS} days and overdue</strong></p>
              <ul>
                ${deadlineLines.map(
                  (line) => html`<li>${line.text}: <a href="${line.link}">open the matter</a></li>`,
                )}
              </ul>`
          : html``
      }`.value,
  };
}

/**
 * One run: on a business day, within business hours, the first run sends each staff user with any
 * follow-up due today one digest; every later run that day does nothing (a day marker, then one marker per
 * user, both claimed by conditional writes, so a rerun after a failure never mails anyone twice).
 */
export async function sendFollowUpDigests(deps: DigestDeps): Promise<{ digests: number }> {
  const now = deps.now();
  const settings = await deps.settings();
  if (!isWithinBusinessHours(now, settings)) return { digests: 0 };
  const { year, month, day } = wallTime(now, settings.timeZone);
  const dayKey = `digest#${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (await deps.markers.has(dayKey)) return { digests: 0 };
  const dueBy = endOfDay(now, settings).toISOString();
  const today = civilDateOf(now, settings.timeZone);
  const horizon = civilDateAfter(today, DIGEST_DEADLINE_DAYS);
  let digests = 0;
  for (const { email } of await deps.staff()) {
    if (!(await deps.markers.claim(`${dayKey}#${email}`))) continue;
    const due = await deps.followUps.dueFollowUps(email, dueBy, FOLLOW_UPS_SHOWN);
    const deadlines = (await deps.deadlines.openDeadlinesOf(email, DIGEST_DEADLINES_SHOWN)).filter(
      (deadline) => deadline.date <= horizon,
    );
    if (!due.length && !deadlines.length) continue;
    await deps.send(
      digestEmail(email, due, deadlines, now, {
        siteUrl: deps.siteUrl,
        timeZone: settings.timeZone,
        today,
      }),
    );
    digests += 1;
  }
  await deps.markers.claim(dayKey);
  return { digests };
}
