/** Mutation.signLetter: signs after consent and the code, the typed name matching (public). */
import { signLetter } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.signLetter', (actor, args) =>
  signLetter(actor, args, signingDependencies()),
);
