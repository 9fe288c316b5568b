import { verifyRecoveryCodeSignIn } from '../../../domain/auth/recovery-codes';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.recoveryCodeLogin: step two of sign-in with a recovery code. */
export const handler = defineResolver('Mutation.recoveryCodeLogin', (actor, args) =>
  verifyRecoveryCodeSignIn(actor, args, authDependencies()),
);
