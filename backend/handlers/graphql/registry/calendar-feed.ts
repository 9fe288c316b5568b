/** The caller's calendar feed (a link to their follow-ups), in the account area's function. */ import {
  mutation,
  query,
  type AreaMember,
  type ResolverGrants,
} from './entries';

/**
 * The caller's calendar feed: its link's secret is hashed with the feed's key (the public-function secret,
 * which the feed's own function holds instead of the signing secret). Making a link
 * asks for a recent second factor, as recovery codes do: a link is a lasting way to read leads.
 */
const CALENDAR_FEED_CHANGE: ResolverGrants = {
  reads: ['users', 'calendarFeeds'],
  writes: ['calendarFeeds'],
  appends: ['audit'],
  usesPublicFunctionSecret: true,
};

export const CALENDAR_FEED = [
  query('myCalendarFeed', 'staff', 'calendar-feed/my-calendar-feed', { reads: ['users', 'calendarFeeds'] }),
  mutation('createCalendarFeed', 'staff', 'calendar-feed/create', { ...CALENDAR_FEED_CHANGE, stepUp: true }),
  mutation('turnOffCalendarFeed', 'staff', 'calendar-feed/turn-off', CALENDAR_FEED_CHANGE),
] satisfies AreaMember[];
