import type { OperationResults } from '../../../contract/operations';
import { signOutEverywhereElse } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffActionOf } from './staff-action';

/** Mutation.signOutEverywhereElse: ends the caller's other sessions; answers with this session's new token. */
export const handler = defineResolver<Record<string, never>, OperationResults['signOutEverywhereElse']>(
  (call) => signOutEverywhereElse(staffActionOf(call)),
);
