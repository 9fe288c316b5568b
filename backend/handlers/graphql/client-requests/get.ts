import { getClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Query.clientRequest: one request with its files. */
export const handler = defineResolver('Query.clientRequest', (actor, args) =>
  getClientRequest(actor, args, clientRequestDependencies()),
);
