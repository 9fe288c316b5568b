import { getClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition';
import { defineResolver } from '../resolver';

/** Query.clientRequest: one request with its files. */
export const handler = defineResolver('Query.clientRequest', (actor, args: { id: string }) =>
  getClientRequest(actor, args, clientRequestDependencies()),
);
