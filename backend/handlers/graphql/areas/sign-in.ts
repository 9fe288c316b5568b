/** The sign-in area's function: signing in, the second factor and password resets (public callers only). */
import { handler as health } from '../health';
import { handler as login } from '../auth/login';
import { handler as twoFactorLogin } from '../auth/two-factor-login';
import { handler as sendCode } from '../auth/send-code';
import { handler as user } from '../auth/request-password-reset';
import { handler as getUser } from '../auth/get-reset-token-owner';
import { handler as updatePassword } from '../auth/update-password';
import { areaHandler } from './dispatch';

export const handler = areaHandler('sign-in', {
  health,
  login,
  twoFactorLogin,
  sendCode,
  user,
  getUser,
  updatePassword,
});
