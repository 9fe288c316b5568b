/** inviteClient(matterId, name, email, role, language): invites or invites again, mailing a sign-in link (staff). */
import { inviteClient } from '../../../domain/client-portal/portal';
import { clientPortalDependencies } from '../../composition/client-portal';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.inviteClient', (actor, args) =>
  inviteClient(actor, args, clientPortalDependencies()),
);
