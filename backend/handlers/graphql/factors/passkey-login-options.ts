import { passkeyLoginOptions } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeyLoginOptions: options naming the account's passkeys, after the password. */
export const handler = defineResolver('Mutation.passkeyLoginOptions', (actor, args) =>
  passkeyLoginOptions(actor, args, authDependencies()),
);
