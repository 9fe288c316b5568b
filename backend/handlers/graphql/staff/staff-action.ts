import type { StaffMember } from '../../../contract/staff';
import type { StaffAction } from '../../../domain/staff/ports';
import type { AdminAction } from '../../../domain/staff/staff-admin';
import { defineResolver, type ResolverCall } from '../resolver';
import { staffDependencies } from '../../composition';

/** The staff domain's view of a resolver call: who is calling, from which client, and when. */
export function staffActionOf<Args>({ caller, sourceIp, userAgent }: ResolverCall<Args>): StaffAction {
  return { deps: staffDependencies(), caller, client: { sourceIp, userAgent }, now: new Date() };
}

/**
 * A /staff mutation: an administrator acts on the account named by `email` (plus what else the arguments
 * say) and the answer is that account's row as the directory shows it.
 */
export function staffAdminMutation<Args extends { email: string }>(
  act: (action: AdminAction, args: Args) => Promise<StaffMember>,
) {
  return defineResolver<Args, StaffMember>((call) =>
    act({ ...staffActionOf(call), email: call.args.email }, call.args),
  );
}
