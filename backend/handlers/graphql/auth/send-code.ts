import { resendCode } from '../../../domain/auth/sign-in';
import type { OperationResults } from '../../../contract/operations';
import type { NoArguments } from '../../../domain/operation';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.sendCode: a new code for a first-stage token. */
export const handler = defineResolver(
  'Mutation.sendCode',
  (actor, args: NoArguments): Promise<OperationResults['sendCode']> =>
    resendCode(actor, args, authDependencies()),
);
