import type { OperationResults } from '../../../contract/operations';
import type { NoArguments } from '../../../domain/operation';
import { myFactors } from '../../../domain/auth/recovery-codes';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Query.myFactors: the caller's enrolled factors, without secrets. */
export const handler = defineResolver(
  'Query.myFactors',
  (actor, args: NoArguments): Promise<OperationResults['myFactors']> =>
    myFactors(actor, args, authDependencies()),
);
