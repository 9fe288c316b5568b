import type { OperationResults } from '../../../contract/operations';
import { changeOwnName } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Mutation.changeMyName: the caller's first and last name; answers with a token carrying the new name. */
export const handler = defineResolver<
  { firstName: string; lastName: string },
  OperationResults['changeMyName']
>(({ args, caller, sourceIp, userAgent }) =>
  changeOwnName(
    { deps: staffDependencies(), caller, client: { sourceIp, userAgent }, now: new Date() },
    args,
  ),
);
