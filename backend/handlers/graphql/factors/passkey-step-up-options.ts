import { passkeyStepUpOptions } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeyStepUpOptions: options naming the caller's passkeys, for a step-up. */
export const handler = defineResolver('Mutation.passkeyStepUpOptions', (actor, args) =>
  passkeyStepUpOptions(actor, args, authDependencies()),
);
