import type { OperationResults } from '../../../contract/operations';
import { changeOwnName } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffActionOf } from './staff-action';

/** Mutation.changeMyName: the caller's first and last name; answers with a token carrying the new name. */
export const handler = defineResolver<
  { firstName: string; lastName: string },
  OperationResults['changeMyName']
>((call) => changeOwnName(staffActionOf(call), call.args));
