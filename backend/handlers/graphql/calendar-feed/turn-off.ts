import { turnOffCalendarFeed } from '../../../domain/calendar-feed/feed';
import { defineResolver } from '../resolver';
import { calendarFeedDependencies } from '../../composition/calendar-feed';

/** Mutation.turnOffCalendarFeed: the caller's feed link opens nothing from now on (staff). */
export const handler = defineResolver('Mutation.turnOffCalendarFeed', (actor, args) =>
  turnOffCalendarFeed(actor, args, calendarFeedDependencies()),
);
