/** signOutClient: ends the signed-in client's session (client). */
import { signOutClient } from '../../../domain/client-portal/portal';
import { clientSessionDependencies } from '../../composition/client-session';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.signOutClient', (actor, args) =>
  signOutClient(actor, args, clientSessionDependencies()),
);
