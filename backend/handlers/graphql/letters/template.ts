/** Query.letterTemplate: one version of a template, the latest when none is named (staff). */
import { getLetterTemplate } from '../../../domain/letters/templates';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.letterTemplate', (actor, args) =>
  getLetterTemplate(actor, args, letterDependencies()),
);
