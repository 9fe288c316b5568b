/**
 * Speed to lead: no new lead waits unanswered. A lead still New `firstContactMinutes` business minutes
 * after it arrived alerts its assignee (or every active staff user when nobody has it); after twice that,
 * the administrators. Each stage goes out at most once (a conditional write claims it, and only while the
 * lead is New), so the alerts stop the moment a person moves the lead on. The decisions are pure functions
 * of (createdAt, now, settings); the schedule only asks which stages are due.
 */
import { leadPageUrl, type FirstResponse } from '../../contract/consultation-inbox';
import type { Log } from '../log';
import type { FirmSettings } from '../../contract/firm-settings';
import type { AuditLog } from '../audit/audit-log';
import type { Clock } from '../clock';
import { html, type Email } from '../mail/email';
import { addBusinessMinutes, firmTimeText } from '../settings/business-time';
import type { ConsultationRecord } from './consultation-record';
import type { RecordTimelineEvent } from './ports';

export const ALERT_STAGES = ['assignee', 'administrators'] as const;
export type AlertStage = (typeof ALERT_STAGES)[number];

const MINUTE_MS = 60_000;

/** When a lead that arrived at `createdAt` alerts at `stage`: N business minutes, then 2N. */
export function alertDueAt(createdAt: Date, stage: AlertStage, settings: FirmSettings): Date {
  const minutes = settings.firstContactMinutes * (stage === 'assignee' ? 1 : 2);
  return addBusinessMinutes(createdAt, minutes, settings);
}

type AlertState = Pick<ConsultationRecord, 'createdAt' | 'leadStatus' | 'firstAlertAt' | 'escalatedAt'>;

/** The stages due and not yet sent for a lead at `now`, in order; none once it has left New. */
export function dueAlertStages(record: AlertState, now: Date, settings: FirmSettings): AlertStage[] {
  if (record.leadStatus !== 'new') return [];
  const sent = { assignee: record.firstAlertAt, administrators: record.escalatedAt };
  const createdAt = new Date(record.createdAt);
  return ALERT_STAGES.filter((stage) => !sent[stage] && alertDueAt(createdAt, stage, settings) <= now);
}

export function firstResponseOf(
  record: Pick<ConsultationRecord, 'createdAt' | 'leadStatus' | 'firstContactAt'>,
  now: Date,
): FirstResponse | null {
  if (record.firstContactAt) {
    const minutes = (Date.parse(record.firstContactAt) - Date.parse(record.createdAt)) / MINUTE_MS;
    return { answered: true, minutes: Math.max(0, Math.floor(minutes)) };
  }
  if (record.leadStatus !== 'new') return null;
  return {
    answered: false,
    minutes: Math.max(0, Math.floor((now.getTime() - Date.parse(record.createdAt)) / MINUTE_MS)),
  };
}

export interface FirstContactStore {
  /**
   * New leads that arrived at or before `arrivedBy` and have not escalated yet, oldest first, at most
   * `limit` (one Query on the status index).
   */
  waitingLeads(arrivedBy: string, limit: number): Promise<ConsultationRecord[]>;
  /** New leads whose first alert went out (past the first-contact minutes), oldest first, at most `limit`. */
  alertedLeads(limit: number): Promise<ConsultationRecord[]>;
  /** Marks `stage` sent on a lead that is still New and was not alerted at that stage; false otherwise. */
  claimAlert(id: string, stage: AlertStage, now: Date): Promise<boolean>;
}

/** Who hears of a waiting lead: active staff's addresses, and which of them are administrators. */
export interface AlertRecipients {
  activeStaff(): Promise<{ email: string; isAdmin: boolean }[]>;
}

export interface FirstContactDeps {
  leads: Pick<FirstContactStore, 'waitingLeads' | 'claimAlert'>;
  recipients: AlertRecipients;
  settings: () => Promise<FirmSettings>;
  send: (email: Email) => Promise<string>;
  recordEvent: RecordTimelineEvent;
  audit: AuditLog;
  siteUrl: string;
  now: Clock;
  log: Log;
}

/** Leads looked at per run; the oldest first, so a backlog is worked down run by run. */
const LEADS_PER_RUN = 100;

function alertEmail(
  to: string,
  record: ConsultationRecord,
  stage: AlertStage,
  link: string,
  minutes: number,
  timeZone: string,
): Email {
  const received = firmTimeText(new Date(record.createdAt), timeZone);
  const subject =
    stage === 'assignee'
      ? `A new consultation request is waiting (${minutes} business minutes)`
      : `Escalation: a consultation request is still New after ${minutes} business minutes`;
  // No text the visitor wrote goes into the mail: the link leads to the request behind the sign-in.
  const intro =
    stage === 'assignee'
      ? `A consultation request received ${received} has not been contacted yet.`
      : `A consultation request received ${received} is still New; its first alert went unanswered.`;
  return {
    to,
    subject,
    text: `${intro}\n\nOpen it: ${link}\n`,
    html: html`<p>${intro}</p>
      <p><a href="${link}">Open the request</a></p>`.value,
  };
}

async function recipientsOf(record: ConsultationRecord, stage: AlertStage, deps: FirstContactDeps) {
  const staff = await deps.recipients.activeStaff();
  if (stage === 'administrators')
    return staff.filter((member) => member.isAdmin).map((member) => member.email);
  const assignee = staff.find((member) => member.email === record.assigneeEmail);
  return assignee ? [assignee.email] : staff.map((member) => member.email);
}

/** One run of the schedule: every due stage of every waiting lead, claimed then mailed; returns the tally. */
export async function sendFirstContactAlerts(
  deps: FirstContactDeps,
): Promise<{ alerts: number; mails: number }> {
  const now = deps.now();
  const settings = await deps.settings();
  // A lead can be due only after firstContactMinutes of wall-clock time at the least.
  const arrivedBy = new Date(now.getTime() - settings.firstContactMinutes * MINUTE_MS).toISOString();
  const tally = { alerts: 0, mails: 0 };
  for (const record of await deps.leads.waitingLeads(arrivedBy, LEADS_PER_RUN)) {
    for (const stage of dueAlertStages(record, now, settings)) {
      if (!(await deps.leads.claimAlert(record._id, stage, now))) continue;
      const minutes = settings.firstContactMinutes * (stage === 'assignee' ? 1 : 2);
      const to = await recipientsOf(record, stage, deps);
      const link = leadPageUrl(deps.siteUrl, record._id);
      for (const address of to) {
        try {
          await deps.send(alertEmail(address, record, stage, link, minutes, settings.timeZone));
          tally.mails += 1;
        } catch (error) {
          deps.log.error('first-contact-alert-failed', { id: record._id, error: String(error) });
        }
      }
      tally.alerts += 1;
      const text = `First-contact alert (${stage === 'assignee' ? 'assignee' : 'escalated to administrators'}) sent to ${to.join(', ') || 'nobody'}`;
      await deps.recordEvent(record._id, {
        at: now.toISOString(),
        kind: 'alert-sent',
        actorEmail: null,
        text,
      });
      await deps.audit.recordAfter({
        action: 'consultations.alert-sent',
        actor: 'system',
        target: { type: 'consultation', id: record._id, label: `${record.firstName} ${record.lastName}` },
        detail: `${stage}; ${to.length} recipients; after ${minutes} business minutes`,
      });
    }
  }
  return tally;
}
