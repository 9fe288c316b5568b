import type { OperationResults } from '../../../contract/operations';
import { factorPolicy } from '../../../domain/auth/factor-policy';
import type { NoArguments } from '../../../domain/operation';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Query.factorPolicy: the firm's factor policy (administrators). */
export const handler = defineResolver(
  'Query.factorPolicy',
  (actor, args: NoArguments): Promise<OperationResults['factorPolicy']> =>
    factorPolicy(actor, args, authDependencies()),
);
