import { logIn } from '../../../domain/auth/sign-in';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition';

/** Mutation.login: step one of sign-in (anyone may call it). */
export const handler = defineResolver<{ email: string; password: string }, OperationResults['login']>(
  ({ args, sourceIp, userAgent }) => logIn(authDependencies(), args, { sourceIp, userAgent }),
);
