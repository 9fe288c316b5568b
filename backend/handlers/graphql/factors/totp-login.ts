import type { OperationResults } from '../../../contract/operations';

import { verifyTotpSignIn } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.totpLogin: step two of sign-in with a code from the authenticator app. */
export const handler = defineResolver(
  'Mutation.totpLogin',
  (actor, args: { code: string }): Promise<OperationResults['totpLogin']> =>
    verifyTotpSignIn(actor, args, authDependencies()),
);
