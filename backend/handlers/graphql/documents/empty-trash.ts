import { emptyTrash } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.emptyTrash: administrators only (checked on the stored record). */
export const handler = defineDocumentResolver((deps, actor) => emptyTrash(deps, actor));
