import { myCalendarFeed } from '../../../domain/calendar-feed/feed';
import { defineResolver } from '../resolver';
import { calendarFeedDependencies } from '../../composition/calendar-feed';

/** Query.myCalendarFeed: whether the caller has a calendar feed, made and last read when (staff). */
export const handler = defineResolver('Query.myCalendarFeed', (actor, args) =>
  myCalendarFeed(actor, args, calendarFeedDependencies()),
);
