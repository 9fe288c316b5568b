/** matterClients(matterId): who is invited to a matter's client portal (staff). */
import { matterClients } from '../../../domain/client-portal/portal';
import { clientPortalDependencies } from '../../composition/client-portal';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.matterClients', (actor, args) =>
  matterClients(actor, args, clientPortalDependencies()),
);
