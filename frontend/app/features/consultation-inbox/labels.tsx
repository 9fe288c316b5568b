/** How the inbox names and colours a lead status, a notice state and a date. */
import Badge from 'react-bootstrap/Badge';
import {
  LEAD_STATUSES,
  NOTICE_STATES,
  type LeadStatus,
  type NoticeState,
} from '#contract/consultation-inbox';

const NOTICE_VARIANT: Record<NoticeState, string> = {
  pending: 'warning',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
  'not-mailed': 'secondary',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge bg={status === 'spam' ? 'secondary' : 'primary'} className="text-wrap">
      {LEAD_STATUSES[status]}
    </Badge>
  );
}

export function NoticeBadge({ state }: { state: NoticeState }) {
  return (
    <Badge bg={NOTICE_VARIANT[state]} text={NOTICE_VARIANT[state] === 'warning' ? 'dark' : undefined}>
      {NOTICE_STATES[state]}
    </Badge>
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "3 days", "5 hours", "just now": how long a lead has waited. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
