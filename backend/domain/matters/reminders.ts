/**
 * Deadline reminders nobody can miss, for the statute of limitations and the deadlines staff add alike. What
 * is due is decided from one open deadline and today's civil date in the firm's zone, by pure functions:
 *
 * - the responsible attorney is reminded on each of DEADLINE_REMINDER_DAYS before an open deadline, once a
 *   threshold; a threshold passed while nothing ran is made up by the nearest one at the next run (never all
 *   the missed ones at once);
 * - from DEADLINE_ESCALATION_DAYS before it, every active administrator is mailed each firm day until someone
 *   acknowledges the deadline's present date (an acknowledgement of another date no longer counts);
 * - once the date has passed and the deadline is still open (suit not filed, the deadline not completed),
 *   the attorney and the administrators are mailed each firm day that it is overdue.
 *
 * A threshold is the deadline date's: a date that changes (a fact changed, a lawyer verified another date)
 * starts its reminders again from the nearest one. The run reads only the open deadlines within the first
 * threshold, claims a marker for each mail (matter, date, threshold or day, recipient) with a conditional
 * write before sending it, so a rerun never mails anyone twice (a mail the mail service refused gives its
 * marker back, so the next run tries it again), and runs once a firm day, at its first run in business hours.
 */
import { civilDateText } from '../../contract/civil-date-text';
import type { FirmSettings } from '../../contract/firm-settings';
import {
  DEADLINE_ESCALATION_DAYS,
  DEADLINE_REMINDER_DAYS,
  LIMITATION_DEADLINE_ID,
  MATTER_PHASES,
  matterPageUrl,
} from '../../contract/matters';
import type { Clock } from '../clock';
import type { Log } from '../log';
import { html, type Email } from '../mail/email';
import { civilDateOf, isWithinBusinessHours } from '../settings/business-time';
import { deadlineLabel, type OpenDeadline } from './deadlines';
import type { MatterStore, NoticeMarkers } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcOf = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** Civil days from `from` to `to` (both YYYY-MM-DD): negative when `to` is earlier. */
export function civilDaysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** The civil date `days` after `date`. */
export function civilDateAfter(date: string, days: number): string {
  return new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export type DeadlineNotice =
  | { kind: 'reminder'; threshold: number; daysLeft: number }
  | { kind: 'escalation'; daysLeft: number }
  | { kind: 'overdue'; daysLate: number };

/** The threshold a deadline `daysLeft` away is due for: the nearest one that has come, if any has. */
export function thresholdDue(daysLeft: number): number | undefined {
  return DEADLINE_REMINDER_DAYS.filter((threshold) => threshold >= daysLeft).at(-1);
}

/** What one open deadline is due for on `today` (before markers say what was already sent). */
export function noticesDue(
  deadline: Pick<OpenDeadline, 'date' | 'acknowledged'>,
  today: string,
): DeadlineNotice[] {
  const daysLeft = civilDaysBetween(today, deadline.date);
  // Overdue goes to the administrators too, every firm day: it needs no escalation beside it.
  if (daysLeft < 0) return [{ kind: 'overdue', daysLate: -daysLeft }];
  const notices: DeadlineNotice[] = [];
  const threshold = thresholdDue(daysLeft);
  if (threshold !== undefined) notices.push({ kind: 'reminder', threshold, daysLeft });
  if (daysLeft <= DEADLINE_ESCALATION_DAYS && !deadline.acknowledged)
    notices.push({ kind: 'escalation', daysLeft });
  return notices;
}

export interface StaffMember {
  email: string;
  isAdmin: boolean;
}

/**
 * Who a notice goes to, among the active staff: a reminder to the responsible attorney (to the administrators
 * when the attorney is no longer active staff, so it reaches someone), an escalation to the administrators,
 * an overdue deadline to both.
 */
export function recipientsOf(
  notice: DeadlineNotice,
  matter: Pick<OpenDeadline, 'responsibleAttorney'>,
  staff: readonly StaffMember[],
): string[] {
  const admins = staff.filter((member) => member.isAdmin).map((member) => member.email);
  const attorney = staff.some((member) => member.email === matter.responsibleAttorney)
    ? [matter.responsibleAttorney]
    : [];
  if (notice.kind === 'escalation') return admins;
  if (notice.kind === 'reminder') return attorney.length ? attorney : admins;
  return [...new Set([...attorney, ...admins])];
}

/**
 * The marker that says a notice went to `to`: a reminder once per threshold of a deadline date, an escalation
 * and an overdue notice once per firm day. The limitation deadline's markers name only the matter, as they
 * did before matters had other deadlines.
 */
export function markerOf(
  notice: DeadlineNotice,
  open: Pick<OpenDeadline, 'matterId' | 'deadlineId' | 'date'>,
  today: string,
  to: string,
): string {
  const which =
    open.deadlineId === LIMITATION_DEADLINE_ID ? open.matterId : `${open.matterId}#${open.deadlineId}`;
  const deadline = `deadline#${which}#${open.date}`;
  const when = notice.kind === 'reminder' ? String(notice.threshold) : `${notice.kind}#${today}`;
  return `${deadline}#${when}#${to}`;
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

function headlineOf(notice: DeadlineNotice): string {
  if (notice.kind === 'overdue') return `OVERDUE by ${dayCount(notice.daysLate)}`;
  const when = notice.daysLeft === 0 ? 'TODAY' : `in ${dayCount(notice.daysLeft)}`;
  return notice.kind === 'escalation' ? `${when}, NOT ACKNOWLEDGED` : when;
}

/** The mail about one notice of one deadline; whatever staff typed is escaped in the HTML. */
export function deadlineEmail(
  notice: DeadlineNotice,
  deadline: OpenDeadline,
  to: string,
  siteUrl: string,
): Email {
  const isLimitation = deadline.deadlineId === LIMITATION_DEADLINE_ID;
  const client = deadline.clientName.replace(/\s+/g, ' ');
  const unverified = deadline.verified ? '' : ' (NOT VERIFIED)';
  const name = isLimitation ? 'Limitation deadline' : deadlineLabel(deadline).replace(/\s+/g, ' ');
  const subject = `${name} ${headlineOf(notice)}: ${client}${unverified}`;
  const link = matterPageUrl(siteUrl, deadline.matterId);
  const dateText = civilDateText(deadline.date);
  const daysText =
    notice.kind === 'overdue'
      ? `passed ${dayCount(notice.daysLate)} ago`
      : notice.daysLeft === 0
        ? 'today is the last day'
        : `${dayCount(notice.daysLeft)} left`;
  const verification = !isLimitation
    ? ''
    : deadline.verified
      ? `Verified by ${deadline.verifiedBy ?? 'a lawyer'}.`
      : 'NOT VERIFIED by a lawyer: this is the date the rules propose. The responsible attorney or an administrator must verify it on the matter page.';
  const ask = {
    reminder: '',
    escalation:
      'Nobody has acknowledged this deadline. The responsible attorney or an administrator acknowledges it on the matter page; until then every administrator is mailed about it each firm day.',
    overdue: isLimitation
      ? `Suit has not been filed and the matter is in ${MATTER_PHASES[deadline.phase]}: file, or move the matter to the phase it is really in.`
      : 'The deadline is not marked complete: complete it on the matter page, or correct its date.',
  }[notice.kind];
  const lines = [
    `Client: ${deadline.clientName}`,
    `Claim: ${deadline.claimType}`,
    `${isLimitation ? 'Statute of limitations' : deadlineLabel(deadline)}: ${dateText} (${daysText})`,
    ...(verification ? [verification] : []),
    `Responsible attorney: ${deadline.responsibleAttorney}`,
    ...(ask ? [ask] : []),
  ];
  return {
    to,
    subject,
    text: `${subject}\n\n${lines.join('\n')}\n\nOpen the matter: ${link}\n`,
    html: html`<p><strong>${subject}</strong></p>
      ${deadline.verified ? html`` : html`<p><strong>NOT VERIFIED by a lawyer.</strong></p>`}
      <ul>
        ${lines.map((line) => html`<li>${line}</li>`)}
      </ul>
      <p><a href="${link}">Open the matter</a></p>`.value,
  };
}

export interface ReminderDeps {
  matters: Pick<MatterStore, 'openDeadlinesBefore'>;
  markers: NoticeMarkers;
  /** The active staff, with who is an administrator. */
  staff: () => Promise<StaffMember[]>;
  settings: () => Promise<FirmSettings>;
  send: (email: Email) => Promise<string>;
  siteUrl: string;
  now: Clock;
  log: Log;
}

const MATTERS_A_PAGE = 100;
/** How long a marker outlives the day it matters for (a reminder's: its deadline date). */
const MARKER_KEPT_DAYS = 7;

/**
 * One run: on a firm day within business hours, the first run mails what each open deadline within
 * DEADLINE_REMINDER_DAYS is due for; later runs that day do nothing. A mail the mail service refuses does
 * not stop the others: its marker is given back and the run fails (so the failed-runs alarm hears of it)
 * without marking the day done, so the next run sends what is left, the other markers keeping anyone from a
 * second copy.
 */
export async function sendDeadlineReminders(deps: ReminderDeps): Promise<{ deadlineNotices: number }> {
  const now = deps.now();
  const settings = await deps.settings();
  if (!isWithinBusinessHours(now, settings)) return { deadlineNotices: 0 };
  const today = civilDateOf(now, settings.timeZone);
  const dayKey = `deadline-reminders#${today}`;
  if (await deps.markers.has(dayKey)) return { deadlineNotices: 0 };
  const staff = await deps.staff();
  const before = civilDateAfter(today, Math.max(...DEADLINE_REMINDER_DAYS) + 1);
  let deadlineNotices = 0;
  let failed: Error | undefined;
  let cursor: string | null | undefined;
  do {
    const page = await deps.matters.openDeadlinesBefore(before, { cursor, limit: MATTERS_A_PAGE });
    for (const deadline of page.items) {
      const { date } = deadline;
      const keepUntil = civilDateAfter(date > today ? date : today, MARKER_KEPT_DAYS);
      for (const notice of noticesDue(deadline, today)) {
        for (const to of recipientsOf(notice, deadline, staff)) {
          const marker = markerOf(notice, deadline, today, to);
          if (!(await deps.markers.claim(marker, keepUntil))) continue;
          try {
            await deps.send(deadlineEmail(notice, deadline, to, deps.siteUrl));
            deadlineNotices += 1;
          } catch (error) {
            failed ??= error instanceof Error ? error : new Error(String(error));
            await deps.markers.release(marker);
            deps.log.error('deadline-reminder-failed', {
              matterId: deadline.matterId,
              deadlineId: deadline.deadlineId,
              notice: notice.kind,
              error: String(error),
            });
          }
        }
      }
    }
    cursor = page.nextCursor;
  } while (cursor);
  if (failed) throw failed;
  await deps.markers.claim(dayKey, civilDateAfter(today, MARKER_KEPT_DAYS));
  return { deadlineNotices };
}
