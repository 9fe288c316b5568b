/** consultationChallenge: a new bot-check challenge for the form (see domain/consultations/bot-check). */
import { issueBotChallenge } from '../../../domain/consultations/bot-check';
import { botCheckDependencies } from '../../composition/intake';
import { defineResolver } from '../resolver';

export const handler = defineResolver('Query.consultationChallenge', (actor, args) =>
  issueBotChallenge(actor, args, botCheckDependencies()),
);
