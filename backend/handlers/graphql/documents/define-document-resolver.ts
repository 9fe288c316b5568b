import { requireStaff } from '../../../domain/auth/callers';
import type { Actor, LibraryDependencies } from '../../../domain/documents/library';
import { libraryDependencies, userStore } from '../../composition';
import { defineResolver } from '../resolver';

/** A File Manager resolver: a live staff session first (requireStaff), then the domain operation. */
export function defineDocumentResolver<Args, Result>(
  operate: (deps: LibraryDependencies, actor: Actor, args: Args) => Promise<Result>,
) {
  return defineResolver<Args, Result>(async ({ args, caller, sourceIp }) => {
    const user = await requireStaff(caller, userStore);
    return operate(libraryDependencies(), { user, sourceIp }, args);
  });
}
