/** Mutation.sendLetter: sends a letter to its signers, refused until the conflict check is cleared; audited (staff). */
import { sendLetter } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.sendLetter', (actor, args) =>
  sendLetter(actor, args, letterDependencies()),
);
