/**
 * Which index of the consultations table answers an inbox view (tables.ts, CONSULTATION_INDEX_KEYS): a
 * search picks its index by what was typed, else the notice filter (the sparse notice index), assignee, a
 * language other than English (the sparse language index, fewer leads than any status; not for spam, which
 * it leaves out), status, all. What the index does not narrow is filtered on top: English, the language
 * most leads are in and the one of leads stored before they kept a language, is always a filter.
 */
import { DEFAULT_CONSULTATION_LANGUAGE, type ConsultationLanguage } from '../../contract/consultation';
import type { LeadStatus } from '../../contract/consultation-inbox';
import type { InboxView } from '../../domain/consultations/ports';

export type InboxIndex =
  'byTime' | 'byStatus' | 'byAssignee' | 'byEmail' | 'byPhone' | 'byName' | 'byNotice' | 'byLanguage';

/** One inbox view as one index Query: the index, its key, and what the store filters on top. */
export interface InboxQuery {
  index: InboxIndex;
  key: string;
  status?: LeadStatus;
  assigneeEmail?: string;
  language?: ConsultationLanguage;
  /** Leave spam out (every view but the spam filter). */
  excludeSpam: boolean;
}

const SEARCH_INDEXES = { email: 'byEmail', phone: 'byPhone', name: 'byName' } as const;

export function inboxQueryOf({ search, notice, status, assigneeEmail, language }: InboxView): InboxQuery {
  const excludeSpam = status !== 'spam';
  const filtered = language ? { language } : {};
  if (search)
    return {
      index: SEARCH_INDEXES[search.by],
      key: search.term,
      status,
      assigneeEmail,
      ...filtered,
      excludeSpam,
    };
  if (notice)
    return { index: 'byNotice', key: notice, status, assigneeEmail, ...filtered, excludeSpam: false };
  if (assigneeEmail) return { index: 'byAssignee', key: assigneeEmail, status, ...filtered, excludeSpam };
  if (language && language !== DEFAULT_CONSULTATION_LANGUAGE && status !== 'spam') {
    return { index: 'byLanguage', key: language, status, excludeSpam: false };
  }
  if (status) return { index: 'byStatus', key: status, ...filtered, excludeSpam: false };
  return { index: 'byTime', key: 'all', ...filtered, excludeSpam: false };
}
