import { confirmStepUpWithAuthenticator } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.confirmStepUpWithAuthenticator: the app's code checked, the session may step up for ten minutes. */
export const handler = defineResolver('Mutation.confirmStepUpWithAuthenticator', (actor, args) =>
  confirmStepUpWithAuthenticator(actor, args, authDependencies()),
);
