/** assignableStaff(cursor): the active staff a request can be assigned to, names and emails only (staff). */
import { listAssignableStaff } from '../../../domain/consultations/work-consultation';
import { staffDirectoryDependencies } from '../../composition/inbox';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.assignableStaff', (actor, args) =>
  listAssignableStaff(actor, args, staffDirectoryDependencies()),
);
