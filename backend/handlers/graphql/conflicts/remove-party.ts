/** removeParty(caseId, partyId): a party off a lead, and the check run again (staff). */
import { removeParty } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.removeParty', (actor, args) =>
  removeParty(actor, args, partiesDependencies()),
);
