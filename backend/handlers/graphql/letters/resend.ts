/** Mutation.resendLetter: a revoked, expired or declined letter again, with new links; audited (staff). */
import { resendLetter } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.resendLetter', (actor, args) =>
  resendLetter(actor, args, letterDependencies()),
);
