import { signOutEverywhereElse } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.signOutEverywhereElse: ends the caller's other sessions; answers with this session's new token. */
export const handler = defineResolver('Mutation.signOutEverywhereElse', (actor, args) =>
  signOutEverywhereElse(actor, args, staffDependencies()),
);
