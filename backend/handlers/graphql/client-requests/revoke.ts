import { revokeClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.revokeClientRequest: the link stops for good. */
export const handler = defineResolver('Mutation.revokeClientRequest', (actor, args) =>
  revokeClientRequest(actor, args, clientRequestDependencies()),
);
