/** Query.letter: one letter with its events (staff). */
import { getLetter } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.letter', (actor, args) =>
  getLetter(actor, args, letterDependencies()),
);
