import { verifyTotpSignIn } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.totpLogin: step two of sign-in with a code from the authenticator app. */
export const handler = defineResolver('Mutation.totpLogin', (actor, args) =>
  verifyTotpSignIn(actor, args, authDependencies()),
);
