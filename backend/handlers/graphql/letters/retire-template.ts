/** Mutation.retireLetterTemplate: retires or restores a template; audited (administrator). */
import { retireLetterTemplate } from '../../../domain/letters/templates';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.retireLetterTemplate', (actor, args) =>
  retireLetterTemplate(actor, args, letterDependencies()),
);
