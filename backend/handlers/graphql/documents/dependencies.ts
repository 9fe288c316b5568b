/** Wires the File Manager's domain to DynamoDB, S3 and the audit log, as its Lambda functions run it. */
import { documentStore } from '../../../adapters/dynamodb/documents';
import { documentObjects } from '../../../adapters/s3/documents';
import { requireStaff } from '../../../domain/auth/callers';
import type { Actor, LibraryDependencies } from '../../../domain/documents/library';
import { auditLog } from '../../audit';
import { userStore } from '../auth/dependencies';
import { defineResolver } from '../resolver';

export function libraryDependencies(): LibraryDependencies {
  return { store: documentStore, objects: documentObjects, audit: auditLog(), now: () => new Date() };
}

/** A File Manager resolver: a live staff session first (requireStaff), then the domain operation. */
export function defineDocumentResolver<Args, Result>(
  operate: (deps: LibraryDependencies, actor: Actor, args: Args) => Promise<Result>,
) {
  return defineResolver<Args, Result>(async ({ args, caller, sourceIp }) => {
    const user = await requireStaff(caller, userStore);
    return operate(libraryDependencies(), { user, sourceIp }, args);
  });
}
