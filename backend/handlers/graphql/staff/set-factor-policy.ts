import type { OperationResults } from '../../../contract/operations';
import { setFactorPolicy } from '../../../domain/auth/factor-policy';
import type { FactorPolicy } from '../../../domain/auth/factor-store';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.setFactorPolicy: who must use a strong factor, after a grace period starting now (administrators). */
export const handler = defineResolver(
  'Mutation.setFactorPolicy',
  (
    actor,
    args: { require: FactorPolicy['require']; graceDays: number },
  ): Promise<OperationResults['setFactorPolicy']> => setFactorPolicy(actor, args, authDependencies()),
);
