import { resetPassword, type UpdatePasswordInput } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.updatePassword: a new password through a live reset link. */
export const handler = defineResolver(
  'Mutation.updatePassword',
  (actor, args: UpdatePasswordInput): Promise<OperationResults['updatePassword']> =>
    resetPassword(actor, args, authDependencies()),
);
