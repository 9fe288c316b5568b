import { listVersions } from '../../../domain/documents/uploads';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Query.documentVersions: every uploaded version of a file, newest first. */
export const handler = defineResolver('Query.documentVersions', (actor, args) =>
  listVersions(actor, args, libraryDependencies()),
);
