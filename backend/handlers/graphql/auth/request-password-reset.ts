import { requestPasswordReset } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { resetRequestDependencies } from '../../composition/reset-request';

/** Mutation.user: forgot password; always the same neutral answer. */
export const handler = defineResolver(
  'Mutation.user',
  (actor, args: { email: string }): Promise<OperationResults['user']> =>
    requestPasswordReset(actor, args, resetRequestDependencies()),
);
