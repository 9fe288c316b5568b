import { changeOwnName } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Mutation.changeMyName: the caller's first and last name; answers with a token carrying the new name. */
export const handler = defineResolver('Mutation.changeMyName', (actor, args) =>
  changeOwnName(actor, args, staffDependencies()),
);
