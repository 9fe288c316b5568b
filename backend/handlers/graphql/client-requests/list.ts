import { listClientRequests } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Query.clientRequests: a page of requests, newest first. */
export const handler = defineResolver('Query.clientRequests', (actor, args) =>
  listClientRequests(actor, args, clientRequestDependencies()),
);
