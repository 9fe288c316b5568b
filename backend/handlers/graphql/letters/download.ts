/** Query.letterDownload: a short-lived link to the PDF as sent or as sealed; audited (staff). */
import { letterDownload } from '../../../domain/letters/letters';
import { letterDependencies } from '../../composition/letters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.letterDownload', (actor, args) =>
  letterDownload(actor, args, letterDependencies()),
);
