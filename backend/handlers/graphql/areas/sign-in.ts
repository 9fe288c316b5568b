/** The sign-in area's function: signing in, the second factor and password resets (public callers only). */
import { handler as health } from '../health';
import { handler as login } from '../auth/login';
import { handler as twoFactorLogin } from '../auth/two-factor-login';
import { handler as sendCode } from '../auth/send-code';
import { handler as user } from '../auth/request-password-reset';
import { handler as getUser } from '../auth/get-reset-token-owner';
import { handler as updatePassword } from '../auth/update-password';
import { handler as totpLogin } from '../factors/totp-login';
import { handler as recoveryCodeLogin } from '../factors/recovery-code-login';
import { handler as passkeyLoginOptions } from '../factors/passkey-login-options';
import { handler as passkeyLogin } from '../factors/passkey-login';
import { handler as passkeySignInOptions } from '../factors/passkey-sign-in-options';
import { handler as passkeySignIn } from '../factors/passkey-sign-in';
import { areaHandler } from './dispatch';

export const handler = areaHandler('sign-in', {
  health,
  login,
  twoFactorLogin,
  sendCode,
  totpLogin,
  recoveryCodeLogin,
  user,
  getUser,
  updatePassword,
  passkeyLoginOptions,
  passkeyLogin,
  passkeySignInOptions,
  passkeySignIn,
});
