/**
 * The sign-in calls. Public operations send a bare `Bearer` so a stale token left in the browser can never
 * block signing in or resetting a password; the code step sends the first-stage token and addUser the
 * session token.
 */
import {
  AddUserDocument,
  GetUserDocument,
  LoginDocument,
  PasskeyLoginDocument,
  PasskeyLoginOptionsDocument,
  PasskeySignInDocument,
  PasskeySignInOptionsDocument,
  RecoveryCodeLoginDocument,
  TotpLoginDocument,
  RequestPasswordResetDocument,
  SendCodeDocument,
  TwoFactorLoginDocument,
  UpdatePasswordDocument,
} from '#contract/graphql/sign-in.generated';
import {
  ConfirmStepUpDocument,
  ConfirmStepUpWithAuthenticatorDocument,
  ConfirmStepUpWithPasskeyDocument,
  PasskeyStepUpOptionsDocument,
  SendStepUpCodeDocument,
} from '#contract/graphql/account.generated';
import { MyFactorsDocument } from '#contract/graphql/factors.generated';
import { callGraphql } from '../../lib/graphql';
import { firstStageToken, sessionToken } from '../../lib/session';

const ANONYMOUS = '';

export function login(email: string, password: string) {
  return callGraphql(LoginDocument, { email, password }, ANONYMOUS);
}

export function twoFactorLogin(securityCode: string) {
  return callGraphql(TwoFactorLoginDocument, { securityCode }, firstStageToken());
}

export function totpLogin(code: string) {
  return callGraphql(TotpLoginDocument, { code }, firstStageToken());
}

export function recoveryCodeLogin(code: string) {
  return callGraphql(RecoveryCodeLoginDocument, { code }, firstStageToken());
}

export function passkeyLoginOptions() {
  return callGraphql(PasskeyLoginOptionsDocument, {}, firstStageToken());
}

export function passkeyLogin(answer: { challengeId: string; response: string }) {
  return callGraphql(PasskeyLoginDocument, answer, firstStageToken());
}

export function passkeySignInOptions() {
  return callGraphql(PasskeySignInOptionsDocument, {}, ANONYMOUS);
}

export function passkeySignIn(answer: { challengeId: string; response: string }) {
  return callGraphql(PasskeySignInDocument, answer, ANONYMOUS);
}

export function sendCode() {
  return callGraphql(SendCodeDocument, {}, firstStageToken());
}

export function addUser(input: { firstName: string; lastName: string; email: string; password: string }) {
  return callGraphql(AddUserDocument, input, sessionToken());
}

export function requestPasswordReset(email: string) {
  return callGraphql(RequestPasswordResetDocument, { email }, ANONYMOUS);
}

export function getResetTokenOwner(token: string) {
  return callGraphql(GetUserDocument, { token }, ANONYMOUS);
}

export function updatePassword(input: {
  email: string;
  password: string;
  confirmNewPassword: string;
  token: string;
}) {
  return callGraphql(UpdatePasswordDocument, input, ANONYMOUS);
}

/** Step-up: mails a code to the signed-in user, then checks it on this session. */
export function sendStepUpCode() {
  return callGraphql(SendStepUpCodeDocument, {}, sessionToken());
}

export function confirmStepUp(securityCode: string) {
  return callGraphql(ConfirmStepUpDocument, { securityCode }, sessionToken());
}

/** Step-up with a code from the authenticator app, when the user has one. */
export function confirmStepUpWithAuthenticator(code: string) {
  return callGraphql(ConfirmStepUpWithAuthenticatorDocument, { code }, sessionToken());
}

/** Step-up with one of the signed-in user's passkeys: the options, then the browser's answer. */
export function passkeyStepUpOptions() {
  return callGraphql(PasskeyStepUpOptionsDocument, {}, sessionToken());
}

export function confirmStepUpWithPasskey(answer: { challengeId: string; response: string }) {
  return callGraphql(ConfirmStepUpWithPasskeyDocument, answer, sessionToken());
}

/** The factors the step-up prompt may offer, strongest first (the emailed code where the policy allows it). */
export async function stepUpFactors() {
  return (await callGraphql(MyFactorsDocument, {}, sessionToken())).stepUpFactors;
}
