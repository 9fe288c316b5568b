/**
 * The sign-in calls. Public operations send a bare `Bearer` so a stale token left in the browser can never
 * block signing in or resetting a password; the code step sends the first-stage token and addUser the
 * session token.
 */
import {
  ADD_USER,
  GET_RESET_TOKEN_OWNER,
  LOGIN,
  REQUEST_PASSWORD_RESET,
  SEND_CODE,
  TWO_FACTOR_LOGIN,
  UPDATE_PASSWORD,
} from '#contract/sign-in-operations';
import { callGraphql } from '../../lib/graphql';
import { firstStageToken, sessionToken } from './session';

const ANONYMOUS = '';

export function login(email: string, password: string) {
  return callGraphql('login', LOGIN, { email, password }, ANONYMOUS);
}

export function twoFactorLogin(securityCode: string) {
  return callGraphql('twoFactorLogin', TWO_FACTOR_LOGIN, { securityCode }, firstStageToken());
}

export function sendCode() {
  return callGraphql('sendCode', SEND_CODE, {}, firstStageToken());
}

export function addUser(input: { firstName: string; lastName: string; email: string; password: string }) {
  return callGraphql('addUser', ADD_USER, input, sessionToken());
}

export function requestPasswordReset(email: string) {
  return callGraphql('user', REQUEST_PASSWORD_RESET, { email }, ANONYMOUS);
}

export function getResetTokenOwner(token: string) {
  return callGraphql('getUser', GET_RESET_TOKEN_OWNER, { token }, ANONYMOUS);
}

export function updatePassword(input: {
  email: string;
  password: string;
  confirmNewPassword: string;
  token: string;
}) {
  return callGraphql('updatePassword', UPDATE_PASSWORD, input, ANONYMOUS);
}
