/** Mutation.sendSigningCode: mails the signer a one-time code, after consent (public). */
import { sendSigningCode } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.sendSigningCode', (actor, args) =>
  sendSigningCode(actor, args, signingDependencies()),
);
