/** signInClient(token): a sign-in link's token, once, for a client's session token (public). */
import { signInClient } from '../../../domain/client-portal/portal';
import { clientPortalDependencies } from '../../composition/client-portal';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.signInClient', (actor, args) =>
  signInClient(actor, args, clientPortalDependencies()),
);
