/** Mutation.countersignLetter: the responsible attorney or an administrator countersigns, which seals again (staff). */
import { countersignLetter } from '../../../domain/letters/landing';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.countersignLetter', (actor, args) =>
  countersignLetter(actor, args, letterDependencies()),
);
