/** The personal calendar feed of a user's follow-ups: DynamoDB and the public-function secret (its links' hashes). */
import { calendarFeedStore } from '../../adapters/dynamodb/calendar-feeds';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { config } from '../../config';
import { followUpDependencies } from './follow-ups';
import { auditLog, userStore } from './shared';

/** The personal calendar feed: its links (only their hashes kept) and the user's follow-ups it shows. */
export function calendarFeedDependencies() {
  const tokenKey = () => publicFunctionKey('calendar-feed-hashing');
  const feeds = { feeds: calendarFeedStore, users: userStore, tokenKey, siteUrl: config().siteUrl };
  return { ...followUpDependencies(), ...feeds, audit: auditLog() };
}
