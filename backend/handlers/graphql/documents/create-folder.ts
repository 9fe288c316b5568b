import { createFolder } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Mutation.createFolder */
export const handler = defineDocumentResolver(
  (deps, actor, args: { parentId?: string | null; name: string }) => createFolder(deps, actor, args),
);
