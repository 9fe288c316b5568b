import { listFolder } from '../../../domain/documents/folders';
import { libraryDependencies } from '../../composition/documents';
import { defineResolver } from '../resolver';

/** Query.documents: one page of a folder, with its breadcrumb. */
export const handler = defineResolver('Query.documents', async (actor, args) => {
  const { path, page } = await listFolder(actor, args, libraryDependencies());
  return { path, ...page };
});
