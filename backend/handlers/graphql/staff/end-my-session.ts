import { endOwnSession } from '../../../domain/staff/own-sessions';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.endMySession: ends one of the caller's sessions. */
export const handler = defineResolver('Mutation.endMySession', (actor, args) =>
  endOwnSession(actor, args, staffDependencies()),
);
