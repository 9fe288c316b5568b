import { finishClientRequest } from '../../../domain/client-requests/client-access';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.finishClientUploads: "I'm done". */
export const handler = defineResolver('Mutation.finishClientUploads', (actor, args) =>
  finishClientRequest(actor, args, clientRequestDependencies()),
);
