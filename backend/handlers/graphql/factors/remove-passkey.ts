import { removePasskey } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.removePasskey: removes one of the caller's passkeys. */
export const handler = defineResolver('Mutation.removePasskey', (actor, args) =>
  removePasskey(actor, args, authDependencies()),
);
