import { addPasskey } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.addPasskey: keeps a verified new passkey under its name. */
export const handler = defineResolver('Mutation.addPasskey', (actor, args) =>
  addPasskey(actor, args, authDependencies()),
);
