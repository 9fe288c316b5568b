/**
 * The personal calendar feed of a user's follow-ups and deadlines: DynamoDB and the public-function secret
 * (its links' hashes).
 */
import { calendarFeedStore } from '../../adapters/dynamodb/calendar-feeds';
import { matterStore } from '../../adapters/dynamodb/matters';
import { publicFunctionKey } from '../../adapters/public-function-keys';
import { config } from '../../config';
import { followUpDependencies } from './follow-ups';
import { auditLog, userStore } from './shared';

/** The personal calendar feed: its links (only their hashes kept), the user's follow-ups and matters it shows. */
export function calendarFeedDependencies() {
  const tokenKey = () => publicFunctionKey('calendar-feed-hashing');
  const feeds = {
    feeds: calendarFeedStore,
    matters: matterStore,
    users: userStore,
    tokenKey,
    siteUrl: config().siteUrl,
  };
  return { ...followUpDependencies(), ...feeds, audit: auditLog() };
}
