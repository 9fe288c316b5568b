import { addUser, type AddUserInput } from '../../../domain/auth/accounts';
import type { OperationResults } from '../../../contract/operations';
import { accountDependencies } from '../../composition/staff';
import { defineResolver } from '../resolver';

/** Mutation.addUser: an administrator creates a staff account. */
export const handler = defineResolver(
  'Mutation.addUser',
  (actor, args: AddUserInput): Promise<OperationResults['addUser']> =>
    addUser(actor, args, accountDependencies()),
);
