import type { SignInRecord } from '../../../contract/staff';
import type { NoArguments } from '../../../domain/operation';
import { ownRecentSignIns } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition/staff';

/** Query.mySignIns: the caller's latest sign-ins (every staff user). */
export const handler = defineResolver(
  'Query.mySignIns',
  (actor, args: NoArguments): Promise<SignInRecord[]> => ownRecentSignIns(actor, args, staffDependencies()),
);
