/** caseParties(caseId): a lead's parties and its conflict check (staff). */
import { caseParties } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.caseParties', (actor, args) =>
  caseParties(actor, args, partiesDependencies()),
);
