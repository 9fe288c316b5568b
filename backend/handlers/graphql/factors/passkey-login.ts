import { verifyPasskeyLogin } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeyLogin: step two of sign-in with one of the account's passkeys. */
export const handler = defineResolver('Mutation.passkeyLogin', (actor, args) =>
  verifyPasskeyLogin(actor, args, authDependencies()),
);
