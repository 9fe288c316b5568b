import { sendStepUpCode } from '../../../domain/auth/step-up-code';
import { defineResolver } from '../resolver';
import { authDependencies } from '../../composition/auth';

/** Mutation.sendStepUpCode: mails the signed-in caller a code to confirm it is them. */
export const handler = defineResolver('Mutation.sendStepUpCode', (actor, args) =>
  sendStepUpCode(actor, args, authDependencies()),
);
