import { requestPasswordReset } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition';

/** Mutation.user: forgot password; always the same neutral answer. */
export const handler = defineResolver<{ email: string }, OperationResults['user']>(
  ({ args, sourceIp, userAgent }) => requestPasswordReset(authDependencies(), args, { sourceIp, userAgent }),
);
