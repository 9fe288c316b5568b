import { requestUpload } from '../../../domain/documents/uploads';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.requestUpload: a presigned POST for one file. */
export const handler = defineResolver('Mutation.requestUpload', (actor, args) =>
  requestUpload(actor, args, libraryDependencies()),
);
