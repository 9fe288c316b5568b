/** Query.letterTemplates: every template's latest version, by name; the samples made on first use (staff). */
import { listLetterTemplates } from '../../../domain/letters/templates';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.letterTemplates', (actor, args) =>
  listLetterTemplates(actor, args, letterDependencies()),
);
