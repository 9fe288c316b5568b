import { releaseClientFile } from '../../../domain/client-requests/requests';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.releaseClientFile: a held file into the folder. */
export const handler = defineResolver(
  'Mutation.releaseClientFile',
  (actor, args: { requestId: string; fileId: string }) =>
    releaseClientFile(actor, args, clientRequestDependencies()),
);
