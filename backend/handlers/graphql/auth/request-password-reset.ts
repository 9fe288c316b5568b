import { requestPasswordReset } from '../../../domain/auth/password-reset';
import { defineResolver } from '../resolver';
import { resetRequestDependencies } from '../../composition/reset-request';

/** Mutation.user: forgot password; always the same neutral answer. */
export const handler = defineResolver('Mutation.user', (actor, args) =>
  requestPasswordReset(actor, args, resetRequestDependencies()),
);
