/** addParty(caseId, party): a party on a lead, and the check run again (staff). */
import { addParty } from '../../../domain/conflicts/parties';
import { partiesDependencies } from '../../composition/conflicts';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.addParty', (actor, args) =>
  addParty(actor, args, partiesDependencies()),
);
