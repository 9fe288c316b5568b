import { setFactorPolicy } from '../../../domain/auth/factor-policy';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.setFactorPolicy: who must use a strong factor, after a grace period starting now (administrators). */
export const handler = defineResolver('Mutation.setFactorPolicy', (actor, args) =>
  setFactorPolicy(actor, args, authDependencies()),
);
