/**
 * The personal calendar feed (ICS) of a staff user's follow-ups and consultations and the limitation
 * deadlines of their matters, shared by /account and the server: where the feed is served, what it covers,
 * and the messages.
 */

/** The /api route, as API Gateway names it (`{token}` is the feed's secret). */
export const CALENDAR_FEED_ROUTE_PATH = '/api/calendar/{token}';

/** The address a calendar app subscribes to. */
export const calendarFeedUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/api/calendar/${encodeURIComponent(token)}`;

/** The feed shows the follow-ups that fall in this window around now, at most `maxEvents`, earliest first. */
export const CALENDAR_FEED_WINDOW = { daysBack: 30, daysAhead: 180, maxEvents: 500 } as const;

/**
 * The limitation deadlines of the owner's matters: every open one whatever its date (one already past and
 * still open is the most urgent of all), earliest first, at most `maxEvents`; each with a reminder
 * `reminderDaysBefore` days ahead.
 */
export const CALENDAR_FEED_DEADLINES = { maxEvents: 500, reminderDaysBefore: 7 } as const;

/** A timed follow-up's length in the calendar (the cadence's due time is when to call). */
export const TIMED_FOLLOW_UP_MINUTES = 15;

export const CALENDAR_FEED_MESSAGES = {
  created:
    'Your calendar link is ready. Copy it into your calendar app now. ' +
    'Anyone with the link sees the names and phone numbers of your follow-ups, ' +
    'and the client names and limitation deadlines of your matters.',
  turnedOff: 'Your calendar feed is off. The old link answers nothing any more.',
} as const;

/** How often the feed asks calendar apps to read it again (REFRESH-INTERVAL). */
export const CALENDAR_FEED_REFRESH_SECONDS = 60 * 60;
