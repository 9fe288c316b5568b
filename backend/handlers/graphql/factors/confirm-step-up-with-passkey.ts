import { confirmStepUpWithPasskey } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.confirmStepUpWithPasskey: the passkey verified, the session may step up for ten minutes. */
export const handler = defineResolver('Mutation.confirmStepUpWithPasskey', (actor, args) =>
  confirmStepUpWithPasskey(actor, args, authDependencies()),
);
