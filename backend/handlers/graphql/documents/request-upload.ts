import { requestUpload } from '../../../domain/documents/uploads';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Mutation.requestUpload: a presigned POST for one file. */
export const handler = defineResolver(
  'Mutation.requestUpload',
  (actor, args: { folderId?: string | null; name: string; size: number; contentType: string }) =>
    requestUpload(actor, args, libraryDependencies()),
);
