/** Mutation.previewLetter: the PDF a letter would be, refused until the conflict check is cleared (staff). */
import { previewLetter } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.previewLetter', (actor, args) =>
  previewLetter(actor, args, letterDependencies()),
);
