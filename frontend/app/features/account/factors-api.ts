/** The /account calls for the signed-in user's own sign-in factors, each with the session token. */
import {
  ConfirmTotpEnrolmentDocument,
  AddPasskeyDocument,
  MyFactorsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
  RegenerateRecoveryCodesDocument,
  RemoveTotpDocument,
  StartTotpEnrolmentDocument,
} from '#contract/graphql/factors.generated';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export const myFactors = () => callGraphql(MyFactorsDocument, {}, sessionToken());

export const startTotpEnrolment = () => callGraphql(StartTotpEnrolmentDocument, {}, sessionToken());

export const confirmTotpEnrolment = (code: string) =>
  callGraphql(ConfirmTotpEnrolmentDocument, { code }, sessionToken());

export const removeTotp = () => callGraphql(RemoveTotpDocument, {}, sessionToken());

export const regenerateRecoveryCodes = () => callGraphql(RegenerateRecoveryCodesDocument, {}, sessionToken());

export const passkeyRegistrationOptions = () =>
  callGraphql(PasskeyRegistrationOptionsDocument, {}, sessionToken());

export const addPasskey = (answer: { challengeId: string; name: string; response: string }) =>
  callGraphql(AddPasskeyDocument, answer, sessionToken());

export const removePasskey = (id: string) => callGraphql(RemovePasskeyDocument, { id }, sessionToken());
