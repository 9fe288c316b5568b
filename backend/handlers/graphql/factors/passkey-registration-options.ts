import { passkeyRegistrationOptions } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeyRegistrationOptions: options to create a passkey, with a single-use challenge. */
export const handler = defineResolver('Mutation.passkeyRegistrationOptions', (actor, args) =>
  passkeyRegistrationOptions(actor, args, authDependencies()),
);
