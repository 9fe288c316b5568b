import { resetTokenOwner } from '../../../domain/auth/password-reset';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition';

/** Mutation.getUser: the account a live reset link belongs to. */
export const handler = defineResolver<{ token: string }, OperationResults['getUser']>(({ args, sourceIp }) =>
  resetTokenOwner(authDependencies(), args, { sourceIp }),
);
