/** decideConflictCheck(caseId, outcome, reason, checkedAt): cleared, flagged or declined, audited (staff). */
import { decideConflictCheck } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.decideConflictCheck', (actor, args) =>
  decideConflictCheck(actor, args, partiesDependencies()),
);
