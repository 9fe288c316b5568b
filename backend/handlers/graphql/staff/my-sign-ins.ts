import type { SignInRecord } from '../../../contract/staff';
import { ownRecentSignIns } from '../../../domain/staff/account';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/** Query.mySignIns: the caller's latest sign-ins (every staff user). */
export const handler = defineResolver<Record<string, never>, SignInRecord[]>(({ caller }) =>
  ownRecentSignIns({ deps: staffDependencies(), caller }),
);
