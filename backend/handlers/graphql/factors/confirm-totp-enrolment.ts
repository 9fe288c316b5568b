import { confirmTotpEnrolment } from '../../../domain/auth/totp';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.confirmTotpEnrolment: a valid code makes the pending app the caller’s authenticator. */
export const handler = defineResolver('Mutation.confirmTotpEnrolment', (actor, args) =>
  confirmTotpEnrolment(actor, args, authDependencies()),
);
