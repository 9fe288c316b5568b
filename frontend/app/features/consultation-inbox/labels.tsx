/** How the inbox names and colours a lead status, a notice state, a language and a date. */
import {
  CONSULTATION_LANGUAGES,
  DEFAULT_CONSULTATION_LANGUAGE,
  type ConsultationLanguage,
} from '#contract/consultation';
import {
  LEAD_STATUSES,
  NOTICE_STATES,
  type LeadStatus,
  type NoticeState,
} from '#contract/consultation-inbox';

/*
 * Bootstrap's text-bg-* classes (background with a contrasting text colour), spelled out whole: the build's
 * CSS purge keeps only classes it finds in the code, and react-bootstrap's Badge composes `bg-${bg}` at run
 * time, which it cannot see (the badges were invisible, white on nothing).
 */
const NOTICE_CLASS: Record<NoticeState, string> = {
  pending: 'text-bg-warning',
  sending: 'text-bg-warning',
  sent: 'text-bg-success',
  failed: 'text-bg-danger',
  'not-mailed': 'text-bg-secondary',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`badge text-wrap ${status === 'spam' ? 'text-bg-secondary' : 'text-bg-primary'}`}>
      {LEAD_STATUSES[status]}
    </span>
  );
}

export function NoticeBadge({ state }: { state: NoticeState }) {
  return <span className={`badge text-wrap ${NOTICE_CLASS[state]}`}>{NOTICE_STATES[state]}</span>;
}

/** A request sent without a valid bot check: the firm was told, the visitor was not mailed. */
export function UnverifiedBadge() {
  return <span className="badge text-wrap text-bg-secondary">Unverified: no acknowledgement sent</span>;
}

/** A request made in another language than English ("Spanish"): the firm routes it to the person who speaks it. */
export function LanguageBadge({ language }: { language: ConsultationLanguage }) {
  if (language === DEFAULT_CONSULTATION_LANGUAGE) return null;
  return <span className="badge text-wrap text-bg-dark">{CONSULTATION_LANGUAGES[language]}</span>;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "3 days ago", "5 h ago", "just now": how long a lead has waited, as a phrase that stands on its own. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
