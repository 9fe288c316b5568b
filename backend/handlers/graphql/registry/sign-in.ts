/** The sign-in area: password, emailed code, strong factors at sign-in and password reset, all public. */
import { FACTOR_CHANGE } from './grants';
import { mutation, query, resolverGroup, type AreaMember } from './entries';

export const SIGN_IN = [
  query('health', 'anyone', 'health'),
  mutation('login', 'anyone', 'auth/login', {
    reads: ['users', 'factors'],
    // throttles: the network's limit and the account's budget of codes issued.
    writes: ['users', 'authCodes', 'throttles'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
  mutation('twoFactorLogin', 'first-stage', 'auth/two-factor-login', {
    // factors: the firm's policy and the account's strong factors decide whether an emailed code counts.
    reads: ['users', 'authCodes', 'factors'],
    // throttles: the account's budget of wrong codes; sessions: the one a correct code starts.
    writes: ['users', 'authCodes', 'throttles', 'sessions'],
    appends: ['audit'],
    usesSecret: true,
  }),
  mutation('sendCode', 'first-stage', 'auth/send-code', {
    reads: ['users', 'authCodes', 'factors'],
    // users: past the account's budget of codes issued, the account locks.
    writes: ['users', 'authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  }),
  ...resolverGroup('Mutation', 'first-stage', FACTOR_CHANGE, {
    totpLogin: 'factors/totp-login',
    recoveryCodeLogin: 'factors/recovery-code-login',
    passkeyLoginOptions: 'factors/passkey-login-options',
    passkeyLogin: 'factors/passkey-login',
  }),
  // Without an email: challenges are counted per network like passwords.
  ...resolverGroup(
    'Mutation',
    'anyone',
    { ...FACTOR_CHANGE, writes: ['users', 'factors', 'throttles'] },
    { passkeySignInOptions: 'factors/passkey-sign-in-options', passkeySignIn: 'factors/passkey-sign-in' },
  ),
  // The lookup, token and mail run in the job, after the answer (no timing tells accounts apart).
  mutation('user', 'anyone', 'auth/request-password-reset', {
    writes: ['throttles'],
    appends: ['audit'],
    startsJobs: ['sendResetLink'],
  }),
  mutation('getUser', 'anyone', 'auth/get-reset-token-owner', {
    reads: ['users', 'resetTokens'],
    writes: ['throttles'],
    usesSecret: true,
  }),
  mutation('updatePassword', 'anyone', 'auth/update-password', {
    reads: ['users', 'resetTokens', 'sessions'],
    writes: ['users', 'resetTokens', 'throttles', 'sessions'],
    appends: ['audit'],
    sendsMail: true,
    usesSecret: true,
  }),
] satisfies AreaMember[];
