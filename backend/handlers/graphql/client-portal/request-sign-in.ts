/** requestClientSignIn(email): mails a sign-in link to an invited address; the same answer for any (public). */
import { requestClientSignIn } from '../../../domain/client-portal/portal';
import { clientPortalDependencies } from '../../composition/client-portal';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.requestClientSignIn', (actor, args) =>
  requestClientSignIn(actor, args, clientPortalDependencies()),
);
