import type { OperationResults } from '../../../contract/operations';
import { changeOwnPassword, type ChangePasswordInput } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffActionOf } from './staff-action';

/** Mutation.changeMyPassword: current password required; every other session ends; a notice is mailed. */
export const handler = defineResolver<ChangePasswordInput, OperationResults['changeMyPassword']>((call) =>
  changeOwnPassword(staffActionOf(call), call.args),
);
