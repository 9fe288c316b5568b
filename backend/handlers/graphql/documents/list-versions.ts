import { listVersions } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Query.documentVersions: every uploaded version of a file, newest first. */
export const handler = defineDocumentResolver((deps, _actor, args: { id: string; cursor?: string | null }) =>
  listVersions(deps, args),
);
