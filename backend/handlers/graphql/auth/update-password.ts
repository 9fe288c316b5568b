import { resetPassword } from '../../../domain/auth/password-reset';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.updatePassword: a new password through a live reset link. */
export const handler = defineResolver('Mutation.updatePassword', (actor, args) =>
  resetPassword(actor, args, authDependencies()),
);
