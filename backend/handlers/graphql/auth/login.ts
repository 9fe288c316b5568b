import { logIn } from '../../../domain/auth/sign-in';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.login: step one of sign-in (anyone may call it). */
export const handler = defineResolver('Mutation.login', (actor, args) =>
  logIn(actor, args, authDependencies()),
);
