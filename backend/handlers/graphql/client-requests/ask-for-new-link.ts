import { askForNewClientLink } from '../../../domain/client-requests/client-access';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.askForNewUploadLink: an expired link's page asks the firm for a new one. */
export const handler = defineResolver('Mutation.askForNewUploadLink', (actor, args) =>
  askForNewClientLink(actor, args, clientRequestDependencies()),
);
