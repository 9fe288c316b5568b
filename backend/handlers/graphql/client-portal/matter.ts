/** clientMatter(matterId): one of the signed-in client's own matters (client). */
import { clientMatter } from '../../../domain/client-portal/portal';
import { clientSessionDependencies } from '../../composition/client-session';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.clientMatter', (actor, args) =>
  clientMatter(actor, args, clientSessionDependencies()),
);
