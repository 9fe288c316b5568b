import type { OperationResults } from '../../../contract/operations';
import { changeOwnPassword, type ChangePasswordInput } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.changeMyPassword: current password required; every other session ends; a notice is mailed. */
export const handler = defineResolver<ChangePasswordInput, OperationResults['changeMyPassword']>(
  ({ args, caller, sourceIp, userAgent }) =>
    changeOwnPassword(
      { deps: staffDependencies(), caller, client: { sourceIp, userAgent }, now: new Date() },
      args,
    ),
);
