import { listFolder } from '../../../domain/documents/library';
import { defineDocumentResolver } from './define-document-resolver';

/** Query.documents: one page of a folder, with its breadcrumb. */
export const handler = defineDocumentResolver(
  async (
    deps,
    _actor,
    args: {
      folderId?: string | null;
      sort?: string | null;
      direction?: string | null;
      cursor?: string | null;
    },
  ) => {
    const { path, page } = await listFolder(deps, args);
    return { path, ...page };
  },
);
