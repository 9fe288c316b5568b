import { myFactors } from '../../../domain/auth/recovery-codes';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Query.myFactors: the caller's enrolled factors, without secrets. */
export const handler = defineResolver('Query.myFactors', (actor, args) =>
  myFactors(actor, args, authDependencies()),
);
