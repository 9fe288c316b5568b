import { resendCode } from '../../../domain/auth/sign-in';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition';

/** Mutation.sendCode: a new code for a first-stage token. */
export const handler = defineResolver<Record<string, never>, OperationResults['sendCode']>(({ caller }) =>
  resendCode(authDependencies(), caller),
);
