/**
 * A staff user's personal calendar feed: one secret link per user (256 random bits; only its keyed hash is
 * stored), made on /account and shown once, replaced by a new one, turned off. The link alone opens the
 * feed; a wrong, replaced or turned-off link, or a disabled user's, opens nothing, and every such link gets
 * the same answer.
 *
 * A feed is bound to the token version its owner had when the link was made. Every cut-off of the account
 * (a password change or reset, signing out everywhere, an administrator ending the sessions, resetting the
 * factors or disabling it) raises the token version, so one comparison on read ends the feed with the
 * sessions, whichever function made the cut-off, and no cut-off has to know that feeds exist.
 */
import { CALENDAR_FEED_DEADLINES, CALENDAR_FEED_WINDOW, calendarFeedUrl } from '../../contract/calendar-feed';
import type { ClientInfo } from '../audit/audit-context';
import type { StaffActor } from '../auth/callers';
import type { StoredUser } from '../auth/user';
import { keyedHash, newSecretToken } from '../auth/one-time-secrets';
import { ownAttempt } from '../auth/strong-factors';
import type { NoArguments } from '../operation';
import { calendarText, deadlineEventsOf, feedEventsOf } from './events';
import type { CalendarFeedDependencies, CalendarFeedRecord } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An address no account has: a dead link reads it, so it costs what a disabled user's link does. */
const NO_ACCOUNT = 'no-account@calendar-feed.invalid';
/** Longer than any link this makes; a longer value is cut before it is hashed. */
const MAX_TOKEN_LENGTH = 100;

/** What /account shows of the caller's feed (never the link: it is shown once, when made). */
export interface CalendarFeedState {
  createdAt: string;
  lastFetchedAt: string | null;
}

export async function myCalendarFeed(
  { user }: StaffActor,
  _args: NoArguments,
  deps: Pick<CalendarFeedDependencies, 'feeds'>,
): Promise<{ feed: CalendarFeedState | null }> {
  const feed = liveFeed(await deps.feeds.get(user.email), user);
  return { feed: feed ? { createdAt: feed.createdAt, lastFetchedAt: feed.lastFetchedAt ?? null } : null };
}

/** The feed while its owner is active and has not been cut off since the link was made. */
function liveFeed(
  feed: CalendarFeedRecord | undefined,
  owner: Pick<StoredUser, 'disabled' | 'tokenVersion'> | undefined,
): CalendarFeedRecord | undefined {
  if (!feed || !owner || owner.disabled || feed.tokenVersion !== owner.tokenVersion) return undefined;
  return feed;
}

/** A new link for the caller's feed, returned once; the caller's earlier link stops working. */
export async function createCalendarFeed(
  actor: StaffActor,
  _args: NoArguments,
  deps: CalendarFeedDependencies,
): Promise<{ url: string; createdAt: string }> {
  const { user } = actor;
  const previous = await deps.feeds.get(user.email);
  const { token, tokenHash } = newSecretToken(await deps.tokenKey());
  const createdAt = deps.now().toISOString();
  await deps.feeds.replace(
    { owner: user.email, tokenHash, createdAt, tokenVersion: user.tokenVersion },
    previous,
  );
  await deps.audit.recordAfter({
    ...ownAttempt(user, actor),
    action: 'staff.calendar-feed-created',
    ...(previous ? { detail: 'Replaced the earlier link' } : {}),
  });
  return { url: calendarFeedUrl(deps.siteUrl, token), createdAt };
}

/** Turns the caller's feed off: its link opens nothing from now on. False when there was none. */
export async function turnOffCalendarFeed(
  actor: StaffActor,
  _args: NoArguments,
  deps: CalendarFeedDependencies,
): Promise<boolean> {
  const feed = await deps.feeds.get(actor.user.email);
  if (!feed) return false;
  await deps.feeds.remove(feed);
  await deps.audit.recordAfter({
    ...ownAttempt(actor.user, actor),
    action: 'staff.calendar-feed-turned-off',
  });
  return true;
}

/**
 * The feed a link opens, as iCalendar text, or undefined for any link that opens none. Every such link
 * costs the same reads before that answer (one hash, a pointer, a feed, an account), so an outsider cannot
 * tell a turned-off, replaced or disabled user's link from a made-up one.
 */
export async function readCalendarFeed(
  _client: ClientInfo,
  { token }: { token: string },
  deps: CalendarFeedDependencies,
): Promise<string | undefined> {
  const tokenHash = keyedHash(String(token).slice(0, MAX_TOKEN_LENGTH), await deps.tokenKey());
  const owner = await deps.feeds.ownerOf(tokenHash);
  const feed = await deps.feeds.get(owner ?? '');
  const opened = feed?.tokenHash === tokenHash ? feed : undefined;
  const user = await deps.users.get(opened?.owner ?? NO_ACCOUNT);
  const live = liveFeed(opened, user);
  if (!live || !user) return undefined;
  const now = deps.now();
  const settings = await deps.settings();
  const [leads, deadlines] = await Promise.all([
    deps.followUps.followUpsBetween(
      user.email,
      new Date(now.getTime() - CALENDAR_FEED_WINDOW.daysBack * DAY_MS).toISOString(),
      new Date(now.getTime() + CALENDAR_FEED_WINDOW.daysAhead * DAY_MS).toISOString(),
      CALENDAR_FEED_WINDOW.maxEvents,
    ),
    // No window here: an open deadline shows whatever its date, and a past one most of all.
    deps.matters.openDeadlinesOf(user.email, CALENDAR_FEED_DEADLINES.maxEvents),
  ]);
  await deps.feeds.markFetched(live.owner, now.toISOString());
  const { siteUrl } = deps;
  const events = [...feedEventsOf(leads, { siteUrl }), ...deadlineEventsOf(deadlines, { siteUrl })];
  return calendarText(events, { timeZone: settings.timeZone, now });
}
