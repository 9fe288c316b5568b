/** Mutation.checkSigningCode: checks the one-time code, wrong tries counted (public). */
import { checkSigningCode } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.checkSigningCode', (actor, args) =>
  checkSigningCode(actor, args, signingDependencies()),
);
