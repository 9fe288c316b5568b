import { createCalendarFeed } from '../../../domain/calendar-feed/feed';
import { defineResolver } from '../resolver';
import { calendarFeedDependencies } from '../../composition/calendar-feed';

/** Mutation.createCalendarFeed: a new secret link to the caller's feed, shown once (staff, step-up). */
export const handler = defineResolver('Mutation.createCalendarFeed', (actor, args) =>
  createCalendarFeed(actor, args, calendarFeedDependencies()),
);
