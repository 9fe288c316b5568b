import { addUser, type AddUserInput } from '../../../domain/auth/accounts';
import type { OperationResults } from '../../../contract/operations';
import { auditLog } from '../../composition';
import { defineResolver } from '../resolver';
import { systemClock } from '../../../domain/clock';
import { userStore } from '../../composition';

/** Mutation.addUser: an administrator creates a staff account. */
export const handler = defineResolver<AddUserInput, OperationResults['addUser']>(
  ({ args, caller, sourceIp, userAgent }) =>
    addUser({ users: userStore, audit: auditLog(), now: systemClock }, caller, args, { sourceIp, userAgent }),
);
