import type { OperationResults } from '../../../contract/operations';
import type { NoArguments } from '../../../domain/operation';
import { passkeySignInOptions } from '../../../domain/auth/passkeys';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.passkeySignInOptions: options for any passkey of this site, without an email. */
export const handler = defineResolver(
  'Mutation.passkeySignInOptions',
  (actor, args: NoArguments): Promise<OperationResults['passkeySignInOptions']> =>
    passkeySignInOptions(actor, args, authDependencies()),
);
