import { requestClientUpload } from '../../../domain/client-requests/client-access';
import { clientRequestDependencies } from '../../composition/client-requests';
import { defineResolver } from '../resolver';

/** Mutation.requestClientUpload: a presigned POST into this request's quarantine. */
export const handler = defineResolver('Mutation.requestClientUpload', (actor, args) =>
  requestClientUpload(actor, args, clientRequestDependencies()),
);
