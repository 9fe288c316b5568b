import { releaseClientFile } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.releaseClientFile: a held file into the folder. */
export const handler = defineResolver('Mutation.releaseClientFile', (actor, args) =>
  releaseClientFile(actor, args, clientRequestDependencies()),
);
