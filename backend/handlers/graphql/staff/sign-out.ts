import { signOut } from '../../../domain/staff/own-sessions';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.signOut: ends the caller's session on the server. */
export const handler = defineResolver('Mutation.signOut', (actor, args) =>
  signOut(actor, args, staffDependencies()),
);
