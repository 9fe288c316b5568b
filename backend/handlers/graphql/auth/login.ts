import { logIn } from '../../../domain/auth/sign-in';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from './dependencies';

/** Mutation.login: step one of sign-in (anyone may call it). */
export const handler = defineResolver<{ email: string; password: string }, OperationResults['login']>(
  ({ args, sourceIp }) => logIn(authDependencies(), args, sourceIp),
);
