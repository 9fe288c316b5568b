import { addUser, type AddUserInput } from '../../../domain/auth/accounts';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { systemClock } from '../../../domain/clock';
import { userStore } from './dependencies';

/** Mutation.addUser: an administrator creates a staff account. */
export const handler = defineResolver<AddUserInput, OperationResults['addUser']>(({ args, caller }) =>
  addUser({ users: userStore, now: systemClock }, caller, args),
);
