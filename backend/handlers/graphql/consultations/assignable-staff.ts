/** assignableStaff(cursor): the active staff a request can be assigned to, names and emails only (staff). */
import { listActiveStaff } from '../../../adapters/dynamodb/users';
import type { AssignableStaff } from '../../../contract/consultation-inbox';
import type { Page } from '../../../contract/paging';
import { listAssignableStaff } from '../../../domain/consultations/work-consultation';
import { userStore } from '../../composition';
import { defineResolver } from '../resolver';

export const handler = defineResolver<{ cursor?: string | null }, Page<AssignableStaff>>(({ args, caller }) =>
  listAssignableStaff(caller, args.cursor, { users: userStore, directory: { listActive: listActiveStaff } }),
);
