/** changeMatterFacts(matterId, version, facts): proposed again; a changed fact drops the verification (staff). */
import { changeMatterFacts } from '../../../domain/matters/matters';
import { matterDependencies } from '../../composition/matters';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Mutation.changeMatterFacts', (actor, args) =>
  changeMatterFacts(actor, args, matterDependencies()),
);
