import { removeTotp } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.removeTotp: removes the caller's authenticator app. */
export const handler = defineResolver('Mutation.removeTotp', (actor, args) =>
  removeTotp(actor, args, authDependencies()),
);
