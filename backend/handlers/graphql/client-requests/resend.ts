import { resendClientRequest } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.resendClientRequest: a new link, mailed. */
export const handler = defineResolver('Mutation.resendClientRequest', (actor, args) =>
  resendClientRequest(actor, args, clientRequestDependencies()),
);
