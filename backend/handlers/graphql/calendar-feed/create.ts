import type { OperationResults } from '../../../contract/operations';
import { createCalendarFeed } from '../../../domain/calendar-feed/feed';
import type { NoArguments } from '../../../domain/operation';
import { defineResolver } from '../resolver';
import { calendarFeedDependencies } from '../../composition/calendar-feed';

/** Mutation.createCalendarFeed: a new secret link to the caller's feed, shown once (staff, step-up). */
export const handler = defineResolver(
  'Mutation.createCalendarFeed',
  (actor, args: NoArguments): Promise<OperationResults['createCalendarFeed']> =>
    createCalendarFeed(actor, args, calendarFeedDependencies()),
);
