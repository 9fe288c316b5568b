import { confirmClientUpload } from '../../../domain/client-requests/client-access';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.confirmClientUpload: the object arrived as announced. */
export const handler = defineResolver('Mutation.confirmClientUpload', (actor, args) =>
  confirmClientUpload(actor, args, clientRequestDependencies()),
);
