/** clientMatters: the signed-in client's matters (client). */
import { clientMatters } from '../../../domain/client-portal/portal';
import { clientSessionDependencies } from '../../composition/client-session';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.clientMatters', (actor, args) =>
  clientMatters(actor, args, clientSessionDependencies()),
);
