/** Mutation.saveLetterTemplate: a new version of a template, refused over a newer one; audited (administrator). */
import { saveLetterTemplate } from '../../../domain/letters/templates';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.saveLetterTemplate', (actor, args) =>
  saveLetterTemplate(actor, args, letterDependencies()),
);
