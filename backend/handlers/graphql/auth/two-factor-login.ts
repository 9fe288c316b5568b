import { verifyCode } from '../../../domain/auth/sign-in';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.twoFactorLogin: step two of sign-in, for a first-stage token. */
export const handler = defineResolver('Mutation.twoFactorLogin', (actor, args) =>
  verifyCode(actor, args, authDependencies()),
);
