import { extendClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.extendClientRequest: a later expiry. */
export const handler = defineResolver('Mutation.extendClientRequest', (actor, args) =>
  extendClientRequest(actor, args, clientRequestDependencies()),
);
