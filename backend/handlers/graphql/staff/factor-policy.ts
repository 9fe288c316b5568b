import { factorPolicy } from '../../../domain/auth/factor-policy';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Query.factorPolicy: the firm's factor policy (administrators). */
export const handler = defineResolver('Query.factorPolicy', (actor, args) =>
  factorPolicy(actor, args, authDependencies()),
);
