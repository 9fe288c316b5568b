import type { StaffMember } from '../../../contract/staff';
import type { AdminAction } from '../../../domain/staff/staff-admin';
import { defineResolver } from '../resolver';
import { staffDependencies } from '../../composition';

/**
 * A /staff mutation: an administrator acts on the account named by `email` (plus what else the arguments
 * say) and the answer is that account's row as the directory shows it.
 */
export function staffAdminMutation<Args extends { email: string }>(
  act: (action: AdminAction, args: Args) => Promise<StaffMember>,
) {
  return defineResolver<Args, StaffMember>(({ args, caller, sourceIp, userAgent }) =>
    act(
      {
        deps: staffDependencies(),
        caller,
        email: args.email,
        client: { sourceIp, userAgent },
        now: new Date(),
      },
      args,
    ),
  );
}
