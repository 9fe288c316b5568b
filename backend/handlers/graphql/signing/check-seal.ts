/** Query.checkSeal: whether a SHA-256 is one of a PDF the firm sealed (public). */
import { checkSeal } from '../../../domain/letters/landing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.checkSeal', (actor, args) =>
  checkSeal(actor, args, signingDependencies()),
);
