import type { OperationResults } from '../../../contract/operations';
import type { NoArguments } from '../../../domain/operation';
import { regenerateRecoveryCodes } from '../../../domain/auth/recovery-codes';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.regenerateRecoveryCodes: ten new recovery codes; the old set is void. */
export const handler = defineResolver(
  'Mutation.regenerateRecoveryCodes',
  (actor, args: NoArguments): Promise<OperationResults['regenerateRecoveryCodes']> =>
    regenerateRecoveryCodes(actor, args, authDependencies()),
);
