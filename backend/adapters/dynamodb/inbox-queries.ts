/**
 * Which index of the consultations table answers an inbox view (tables.ts, CONSULTATION_INDEX_KEYS): a
 * search picks its index by what was typed, else the notice filter (the sparse notice index), assignee,
 * status, all. What the index does not narrow is filtered on top.
 */
import type { LeadStatus } from '../../contract/consultation-inbox';
import type { InboxView } from '../../domain/consultations/ports';

export type InboxIndex = 'byTime' | 'byStatus' | 'byAssignee' | 'byEmail' | 'byPhone' | 'byName' | 'byNotice';

/** One inbox view as one index Query: the index, its key, and what the store filters on top. */
export interface InboxQuery {
  index: InboxIndex;
  key: string;
  status?: LeadStatus;
  assigneeEmail?: string;
  /** Leave spam out (every view but the spam filter). */
  excludeSpam: boolean;
}

const SEARCH_INDEXES = { email: 'byEmail', phone: 'byPhone', name: 'byName' } as const;

export function inboxQueryOf({ search, notice, status, assigneeEmail }: InboxView): InboxQuery {
  const excludeSpam = status !== 'spam';
  if (search)
    return { index: SEARCH_INDEXES[search.by], key: search.term, status, assigneeEmail, excludeSpam };
  if (notice) return { index: 'byNotice', key: notice, status, assigneeEmail, excludeSpam: false };
  if (assigneeEmail) return { index: 'byAssignee', key: assigneeEmail, status, excludeSpam };
  if (status) return { index: 'byStatus', key: status, excludeSpam: false };
  return { index: 'byTime', key: 'all', excludeSpam: false };
}
