/** Mutation.revokeLetter: revokes a letter not yet signed, its links dead at once; audited (staff). */
import { revokeLetter } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.revokeLetter', (actor, args) =>
  revokeLetter(actor, args, letterDependencies()),
);
