import { addUser, type AddUserInput } from '../../../domain/auth/accounts';
import type { OperationResults } from '../../../contract/operations';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../dependencies';

/** Mutation.addUser: an administrator creates a staff account. */
export const handler = defineResolver<AddUserInput, OperationResults['addUser']>(({ args, caller }) =>
  addUser(caller, args, authDependencies()),
);
