import { resendCode } from '../../../domain/auth/sign-in';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.sendCode: a new code for a first-stage token. */
export const handler = defineResolver('Mutation.sendCode', (actor, args) =>
  resendCode(actor, args, authDependencies()),
);
