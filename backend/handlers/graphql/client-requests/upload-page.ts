import { openClientRequest } from '../../../domain/client-requests/client-access';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Query.clientUploadPage: the client's page, by token. */
export const handler = defineResolver('Query.clientUploadPage', (actor, args) =>
  openClientRequest(actor, args, clientRequestDependencies()),
);
