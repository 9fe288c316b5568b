import { resetTokenOwner } from '../../../domain/auth/password-reset';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.getUser: the account a live reset link belongs to. */
export const handler = defineResolver('Mutation.getUser', (actor, args) =>
  resetTokenOwner(actor, args, authDependencies()),
);
