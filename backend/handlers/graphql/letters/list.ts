/** Query.letters: a lead's or matter's letters, newest first (staff). */
import { listLetters } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.letters', (actor, args) =>
  listLetters(actor, args, letterDependencies()),
);
