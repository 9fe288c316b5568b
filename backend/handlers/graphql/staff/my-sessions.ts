import { ownSessions } from '../../../domain/staff/own-sessions';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Query.mySessions: the caller's signed-in devices (every staff user). */
export const handler = defineResolver('Query.mySessions', (actor, args) =>
  ownSessions(actor, args, staffDependencies()),
);
