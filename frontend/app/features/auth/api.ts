/**
 * The sign-in calls. Public operations send a bare `Bearer` so a stale token left in the browser can never
 * block signing in or resetting a password; the code step sends the first-stage token and addUser the
 * session token.
 */
import {
  AddUserDocument,
  GetUserDocument,
  LoginDocument,
  RequestPasswordResetDocument,
  SendCodeDocument,
  TwoFactorLoginDocument,
  UpdatePasswordDocument,
} from '#contract/graphql/sign-in.generated';
import { callGraphql } from '../../lib/graphql';
import { firstStageToken, sessionToken } from './session';

const ANONYMOUS = '';

export function login(email: string, password: string) {
  return callGraphql(LoginDocument, { email, password }, ANONYMOUS);
}

export function twoFactorLogin(securityCode: string) {
  return callGraphql(TwoFactorLoginDocument, { securityCode }, firstStageToken());
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
