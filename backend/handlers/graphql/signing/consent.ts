/** Mutation.giveSigningConsent: consent to sign electronically, with the consent PDF's word (public). */
import { giveSigningConsent } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.giveSigningConsent', (actor, args) =>
  giveSigningConsent(actor, args, signingDependencies()),
);
