/** /account's calendar feed calls, with the session token (the server checks every one). */
import {
  CreateCalendarFeedDocument,
  MyCalendarFeedDocument,
  TurnOffCalendarFeedDocument,
} from '#contract/graphql/calendar-feed.generated';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export const myCalendarFeed = () => callGraphql(MyCalendarFeedDocument, {}, sessionToken());

export const createCalendarFeed = () => callGraphql(CreateCalendarFeedDocument, {}, sessionToken());

export const turnOffCalendarFeed = () => callGraphql(TurnOffCalendarFeedDocument, {}, sessionToken());
