import { createClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.createClientRequest: a request, mailed to the client. */
export const handler = defineResolver('Mutation.createClientRequest', (actor, args) =>
  createClientRequest(actor, args.input, clientRequestDependencies()),
);
