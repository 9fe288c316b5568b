/** removeClientAccess(matterId, email): ends one person's access to a matter (staff). */
import { removeClientAccess } from '../../../domain/client-portal/portal';
import { clientPortalDependencies } from '../../composition/client-portal';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.removeClientAccess', (actor, args) =>
  removeClientAccess(actor, args, clientPortalDependencies()),
);
