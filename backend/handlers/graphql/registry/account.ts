/** The account area: a staff member's own name, password, sessions, step-up and sign-in factors. */
import { ACCOUNT_CHANGE, ACCOUNT_SESSIONS_CHANGE, AUDIT_READ, FACTOR_CHANGE } from './grants';
import { mutation, query, resolverGroup, type AreaMember, type ResolverGrants } from './entries';

/** Ending sessions: the records are read to find them, deleted, and each end is recorded. */
const SESSIONS_CHANGE: ResolverGrants = {
  reads: ['users', 'sessions'],
  writes: ['sessions'],
  appends: ['audit'],
};

export const ACCOUNT = [
  // Seeing and ending one's own sessions stays open at the enrolment screen: it only protects the account.
  query('mySignIns', 'staff', 'staff/my-sign-ins', { ...AUDIT_READ, duringEnrolment: true }),
  mutation('changeMyName', 'staff', 'staff/change-my-name', {
    ...ACCOUNT_CHANGE,
    reads: ['users', 'sessions'],
    usesSecret: true,
  }),
  mutation('changeMyPassword', 'staff', 'staff/change-my-password', {
    ...ACCOUNT_SESSIONS_CHANGE,
    // The account's budget of wrong current passwords.
    writes: ['users', 'sessions', 'throttles'],
    sendsMail: true,
    usesSecret: true,
  }),
  mutation('signOutEverywhereElse', 'staff', 'staff/sign-out-everywhere-else', {
    ...ACCOUNT_SESSIONS_CHANGE,
    usesSecret: true,
    duringEnrolment: true,
  }),
  query('mySessions', 'staff', 'staff/my-sessions', { reads: ['users', 'sessions'], duringEnrolment: true }),
  mutation('signOut', 'staff', 'staff/sign-out', { ...SESSIONS_CHANGE, duringEnrolment: true }),
  mutation('endMySession', 'staff', 'staff/end-my-session', { ...SESSIONS_CHANGE, duringEnrolment: true }),
  mutation('sendStepUpCode', 'staff', 'staff/send-step-up-code', {
    reads: ['users'],
    // users: past the account's budget of codes issued, the account locks.
    writes: ['users', 'authCodes', 'throttles'],
    sendsMail: true,
    usesSecret: true,
    // A user the policy holds at the enrolment screen may need it to add their first strong factor.
    duringEnrolment: true,
  }),
  mutation('confirmStepUp', 'staff', 'staff/confirm-step-up', {
    reads: ['users', 'authCodes', 'sessions'],
    writes: ['users', 'authCodes', 'throttles', 'sessions'],
    appends: ['audit'],
    usesSecret: true,
    duringEnrolment: true,
  }),
  // Step-up with the app: the app's code rules (each step once, the account's budget), then the session.
  mutation('confirmStepUpWithAuthenticator', 'staff', 'factors/confirm-step-up-with-authenticator', {
    ...FACTOR_CHANGE,
    reads: ['users', 'factors', 'sessions'],
    writes: ['users', 'factors', 'throttles', 'sessions'],
  }),
  // Step-up with a passkey: a challenge for the caller's own passkeys (single-use, for a step-up only), then
  // the assertion, with the sign-in's checks (a failure counts toward the lockout), then the session.
  mutation('passkeyStepUpOptions', 'staff', 'factors/passkey-step-up-options', FACTOR_CHANGE),
  mutation('confirmStepUpWithPasskey', 'staff', 'factors/confirm-step-up-with-passkey', {
    ...FACTOR_CHANGE,
    reads: ['users', 'factors', 'sessions'],
    writes: ['users', 'factors', 'sessions'],
  }),
  query('myFactors', 'staff', 'factors/my-factors', { reads: ['users', 'factors'], duringEnrolment: true }),
  // Changing factors wants a recent second factor: a stolen session must not add its own passkey or
  // remove the owner's. The sign-in counts, so enrolling right after it asks for nothing more.
  ...resolverGroup(
    'Mutation',
    'staff',
    { ...FACTOR_CHANGE, duringEnrolment: true, stepUp: true },
    {
      startTotpEnrolment: 'factors/start-totp-enrolment',
      confirmTotpEnrolment: 'factors/confirm-totp-enrolment',
      addPasskey: 'factors/add-passkey',
    },
  ),
  // Only a challenge, changing nothing: /account fetches one as it opens (Safari wants the ceremony inside
  // the click), so asking for a step-up here would prompt on every visit; adding the passkey asks instead.
  mutation('passkeyRegistrationOptions', 'staff', 'factors/passkey-registration-options', {
    ...FACTOR_CHANGE,
    duringEnrolment: true,
  }),
  ...resolverGroup(
    'Mutation',
    'staff',
    { ...FACTOR_CHANGE, stepUp: true },
    {
      removeTotp: 'factors/remove-totp',
      regenerateRecoveryCodes: 'factors/regenerate-recovery-codes',
      removePasskey: 'factors/remove-passkey',
    },
  ),
] satisfies AreaMember[];
