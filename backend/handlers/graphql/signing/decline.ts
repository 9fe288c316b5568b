/** Mutation.declineLetter: declines with a reason (public). */
import { declineLetter } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.declineLetter', (actor, args) =>
  declineLetter(actor, args, signingDependencies()),
);
