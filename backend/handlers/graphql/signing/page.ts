/** Query.signingPage: the signer's page, by the link's token (public). */
import { signingPage } from '../../../domain/letters/signing';
import { signingDependencies } from '../../composition/signing';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.signingPage', (actor, args) =>
  signingPage(actor, args, signingDependencies()),
);
