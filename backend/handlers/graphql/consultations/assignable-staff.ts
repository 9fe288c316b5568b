/** assignableStaff(cursor): the active staff a request can be assigned to, names and emails only (staff). */
import type { AssignableStaff } from '../../../contract/consultation-inbox';
import type { Page } from '../../../contract/paging';
import { listAssignableStaff } from '../../../domain/consultations/work-consultation';
import { staffDirectoryDependencies } from '../../composition/inbox';
import { defineResolver } from '../resolver';

export const handler = defineResolver(
  'Query.assignableStaff',
  (actor, args: { cursor?: string | null }): Promise<Page<AssignableStaff>> =>
    listAssignableStaff(actor, args, staffDirectoryDependencies()),
);
