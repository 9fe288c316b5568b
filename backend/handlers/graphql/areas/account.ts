/** The account area's function: a staff member's own account: name, password, sign-ins and sessions. */
import { handler as mySignIns } from '../staff/my-sign-ins';
import { handler as changeMyName } from '../staff/change-my-name';
import { handler as changeMyPassword } from '../staff/change-my-password';
import { handler as signOutEverywhereElse } from '../staff/sign-out-everywhere-else';
import { areaHandler } from './dispatch';

export const handler = areaHandler('account', {
  mySignIns,
  changeMyName,
  changeMyPassword,
  signOutEverywhereElse,
});
