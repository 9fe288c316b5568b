/**
 * The account area's function: a staff member's own account: name, password, sign-ins, sessions, sign-in
 * factors and calendar feed.
 */
import { handler as mySignIns } from '../staff/my-sign-ins';
import { handler as changeMyName } from '../staff/change-my-name';
import { handler as changeMyPassword } from '../staff/change-my-password';
import { handler as signOutEverywhereElse } from '../staff/sign-out-everywhere-else';
import { handler as mySessions } from '../staff/my-sessions';
import { handler as signOut } from '../staff/sign-out';
import { handler as endMySession } from '../staff/end-my-session';
import { handler as sendStepUpCode } from '../staff/send-step-up-code';
import { handler as confirmStepUp } from '../staff/confirm-step-up';
import { handler as confirmStepUpWithAuthenticator } from '../factors/confirm-step-up-with-authenticator';
import { handler as passkeyStepUpOptions } from '../factors/passkey-step-up-options';
import { handler as confirmStepUpWithPasskey } from '../factors/confirm-step-up-with-passkey';
import { handler as myFactors } from '../factors/my-factors';
import { handler as startTotpEnrolment } from '../factors/start-totp-enrolment';
import { handler as confirmTotpEnrolment } from '../factors/confirm-totp-enrolment';
import { handler as removeTotp } from '../factors/remove-totp';
import { handler as regenerateRecoveryCodes } from '../factors/regenerate-recovery-codes';
import { handler as passkeyRegistrationOptions } from '../factors/passkey-registration-options';
import { handler as addPasskey } from '../factors/add-passkey';
import { handler as removePasskey } from '../factors/remove-passkey';
import { handler as myCalendarFeed } from '../calendar-feed/my-calendar-feed';
import { handler as createCalendarFeed } from '../calendar-feed/create';
import { handler as turnOffCalendarFeed } from '../calendar-feed/turn-off';
import { areaHandler } from './dispatch';

export const handler = areaHandler('account', {
  mySignIns,
  changeMyName,
  changeMyPassword,
  signOutEverywhereElse,
  mySessions,
  signOut,
  endMySession,
  sendStepUpCode,
  confirmStepUp,
  confirmStepUpWithAuthenticator,
  passkeyStepUpOptions,
  confirmStepUpWithPasskey,
  myFactors,
  startTotpEnrolment,
  confirmTotpEnrolment,
  removeTotp,
  regenerateRecoveryCodes,
  passkeyRegistrationOptions,
  addPasskey,
  removePasskey,
  myCalendarFeed,
  createCalendarFeed,
  turnOffCalendarFeed,
});
