import { regenerateRecoveryCodes } from '../../../domain/auth/recovery-codes';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.regenerateRecoveryCodes: ten new recovery codes; the old set is void. */
export const handler = defineResolver('Mutation.regenerateRecoveryCodes', (actor, args) =>
  regenerateRecoveryCodes(actor, args, authDependencies()),
);
