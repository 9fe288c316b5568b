import { listTrash } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Query.documentTrash: the Trash, most recently deleted first. */
export const handler = defineDocumentResolver((deps, _actor, args: { cursor?: string | null }) =>
  listTrash(deps, args.cursor),
);
