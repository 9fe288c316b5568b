import { addUser } from '../../../domain/auth/accounts';
import { accountDependencies } from '../../composition/staff';
import { defineResolver } from '../resolver';

/** Mutation.addUser: an administrator creates a staff account. */
export const handler = defineResolver('Mutation.addUser', (actor, args) =>
  addUser(actor, args, accountDependencies()),
);
