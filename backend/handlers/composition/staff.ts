/** Staff administration, a user's own account, creating accounts and the firm's settings. */
import { listAuditEntries } from '../../adapters/dynamodb/audit-log';
import { settingsStore } from '../../adapters/dynamodb/firm-settings';
import { addActiveAdministrator, removeActiveAdministrator } from '../../adapters/dynamodb/staff-guards';
import { bumpTokenVersion, listUsers, setAdmin, setDisabled, setName } from '../../adapters/dynamodb/users';
import { productClock } from '../../adapters/clock';
import type { SettingsDeps } from '../../domain/settings/firm-settings';
import type { StaffDependencies } from '../../domain/staff/ports';
import { authDependencies } from './auth';
import { auditLog, userStore } from './shared';

/** Creating staff accounts. */
export function accountDependencies() {
  return { users: userStore, audit: auditLog(), now: productClock };
}

/** Staff administration and a user's own account. */
export function staffDependencies(): StaffDependencies {
  return {
    ...authDependencies(),
    users: { ...userStore, list: listUsers, setName, setDisabled, setAdmin, bumpTokenVersion },
    administrators: { add: addActiveAdministrator, remove: removeActiveAdministrator },
    auditEntries: { list: listAuditEntries },
  };
}

/** The firm's settings (/settings). */
export function settingsDependencies(): SettingsDeps {
  return { settings: settingsStore, audit: auditLog(), now: productClock };
}
