import { confirmStepUpCode } from '../../../domain/auth/step-up-code';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.confirmStepUp: the mailed code checked, the session may do step-up operations for ten minutes. */
export const handler = defineResolver('Mutation.confirmStepUp', (actor, args) =>
  confirmStepUpCode(actor, args, authDependencies()),
);
