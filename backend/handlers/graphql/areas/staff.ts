/**
 * The staff area's function: administrators' management of staff accounts, the audit log and the firm's
 * settings (administrators only).
 */
import { handler as addUser } from '../auth/add-user';
import { handler as staffUsers } from '../staff/staff-users';
import { handler as setStaffDisabled } from '../staff/set-staff-disabled';
import { handler as setStaffAdministrator } from '../staff/set-staff-administrator';
import { handler as endStaffSessions } from '../staff/end-staff-sessions';
import { handler as unlockStaff } from '../staff/unlock-staff';
import { handler as sendStaffResetLink } from '../staff/send-staff-reset-link';
import { handler as auditEntries } from '../staff/audit-entries';
import { handler as exportAudit } from '../staff/export-audit';
import { handler as resetStaffFactors } from '../staff/reset-staff-factors';
import { handler as factorPolicy } from '../staff/factor-policy';
import { handler as setFactorPolicy } from '../staff/set-factor-policy';
import { handler as firmSettings } from '../settings/firm-settings';
import { handler as updateFirmSettings } from '../settings/update-firm-settings';
import { areaHandler } from './dispatch';

export const handler = areaHandler('staff', {
  addUser,
  staffUsers,
  setStaffDisabled,
  setStaffAdministrator,
  endStaffSessions,
  unlockStaff,
  sendStaffResetLink,
  auditEntries,
  exportAudit,
  resetStaffFactors,
  factorPolicy,
  setFactorPolicy,
  firmSettings,
  updateFirmSettings,
});
