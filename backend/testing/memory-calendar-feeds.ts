/**
 * The calendar feed's ports in memory, for the domain's tests: the feeds as the DynamoDB adapter keeps them
 * (a feed per owner, a pointer per token hash; a replaced pointer is deleted), and the follow-up index's
 * window over a list of leads.
 */
import type { CalendarFeedRecord, CalendarFeedStore, FeedLeads } from '../domain/calendar-feed/ports';
import type { ConsultationRecord } from '../domain/consultations/consultation-record';

export class MemoryCalendarFeedStore implements CalendarFeedStore {
  readonly feeds = new Map<string, CalendarFeedRecord>();
  readonly pointers = new Map<string, string>();

  async get(owner: string) {
    const feed = this.feeds.get(owner);
    return feed && { ...feed };
  }

  async ownerOf(tokenHash: string) {
    return this.pointers.get(tokenHash);
  }

  async replace(feed: CalendarFeedRecord, previous: CalendarFeedRecord | undefined) {
    this.pointers.set(feed.tokenHash, feed.owner);
    this.feeds.set(feed.owner, { ...feed });
    if (previous && previous.tokenHash !== feed.tokenHash) this.pointers.delete(previous.tokenHash);
  }

  async remove(feed: CalendarFeedRecord) {
    this.feeds.delete(feed.owner);
    this.pointers.delete(feed.tokenHash);
  }

  async markFetched(owner: string, at: string) {
    const feed = this.feeds.get(owner);
    if (feed) feed.lastFetchedAt = at;
  }
}

/** The byFollowUp index over `leads`: an owner's, due within the window, earliest first. */
export function memoryFeedLeads(leads: ConsultationRecord[]): FeedLeads {
  return {
    async followUpsBetween(owner, from, to, limit) {
      return leads
        .filter(
          (lead) =>
            lead.followUpOwner === owner &&
            lead.followUpDueAt !== undefined &&
            lead.followUpDueAt >= from &&
            lead.followUpDueAt <= to,
        )
        .sort((a, b) => (a.followUpDueAt ?? '').localeCompare(b.followUpDueAt ?? ''))
        .slice(0, limit);
    },
  };
}
