import { resetPassword, type UpdatePasswordInput } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition';

/** Mutation.updatePassword: a new password through a live reset link. */
export const handler = defineResolver<UpdatePasswordInput, OperationResults['updatePassword']>(
  ({ args, sourceIp, userAgent }) => resetPassword(authDependencies(), args, { sourceIp, userAgent }),
);
