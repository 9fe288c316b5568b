import { passkeySignInOptions } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeySignInOptions: options for any passkey of this site, without an email. */
export const handler = defineResolver('Mutation.passkeySignInOptions', (actor, args) =>
  passkeySignInOptions(actor, args, authDependencies()),
);
