import { resetTokenOwner } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.getUser: the account a live reset link belongs to. */
export const handler = defineResolver(
  'Mutation.getUser',
  (actor, args: { token: string }): Promise<OperationResults['getUser']> =>
    resetTokenOwner(actor, args, authDependencies()),
);
