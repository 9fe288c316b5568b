import type { OperationResults } from '../../../contract/operations';
import { turnOffCalendarFeed } from '../../../domain/calendar-feed/feed';
import type { NoArguments } from '../../../domain/operation';
import { defineResolver } from '../resolver';
import { calendarFeedDependencies } from '../../composition/calendar-feed';

/** Mutation.turnOffCalendarFeed: the caller's feed link opens nothing from now on (staff). */
export const handler = defineResolver(
  'Mutation.turnOffCalendarFeed',
  (actor, args: NoArguments): Promise<OperationResults['turnOffCalendarFeed']> =>
    turnOffCalendarFeed(actor, args, calendarFeedDependencies()),
);
