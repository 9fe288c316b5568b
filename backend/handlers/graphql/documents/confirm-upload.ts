import { confirmUpload } from '../../../domain/documents/uploads';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.confirmUpload: the object arrived with the announced size and type; the file is ready. */
export const handler = defineResolver('Mutation.confirmUpload', (actor, args) =>
  confirmUpload(actor, args, libraryDependencies()),
);
