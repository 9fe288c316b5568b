import { startTotpEnrolment } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.startTotpEnrolment: a new authenticator-app secret, pending until confirmed. */
export const handler = defineResolver('Mutation.startTotpEnrolment', (actor, args) =>
  startTotpEnrolment(actor, args, authDependencies()),
);
