import { verifyPasskeySignIn } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeySignIn: sign-in with a passkey alone. */
export const handler = defineResolver('Mutation.passkeySignIn', (actor, args) =>
  verifyPasskeySignIn(actor, args, authDependencies()),
);
