/**
 * The firm's settings: administrators read and change them on /settings; the schedules read them to know
 * when an alert or a follow-up is due. Until someone saves them the defaults hold. A change is checked,
 * written on the version the administrator saw, and audited with what changed.
 */
import { staffEvent } from '../audit/audit-context';
import {
  DEFAULT_FIRM_SETTINGS,
  SETTINGS_MESSAGES,
  WEEKDAYS,
  settingsProblem,
  type FirmSettings,
  type FirmSettingsView,
  type Weekday,
} from '../../contract/firm-settings';
import type { AuditLog } from '../audit/audit-log';
import type { AdministratorActor } from '../auth/callers';
import type { Clock } from '../clock';
import { UserFacingError } from '../errors';
import type { SettingsStore } from './ports';

export interface SettingsDeps {
  settings: SettingsStore;
  audit: AuditLog;
  now: Clock;
}

const DEFAULT_VIEW: FirmSettingsView = {
  ...DEFAULT_FIRM_SETTINGS,
  version: 0,
  updatedAt: null,
  updatedBy: null,
};

/** The settings in force: the stored ones, else the defaults. */
export async function currentSettings(store: Pick<SettingsStore, 'get'>): Promise<FirmSettingsView> {
  return (await store.get()) ?? DEFAULT_VIEW;
}

export function readFirmSettings(
  _actor: AdministratorActor,
  _args: Record<string, never>,
  deps: Pick<SettingsDeps, 'settings'>,
): Promise<FirmSettingsView> {
  return currentSettings(deps.settings);
}

/** The settings as an administrator sends them, on the version read: the days are checked weekdays only after. */
export interface SettingsChange extends Omit<FirmSettings, 'businessDays'> {
  businessDays: number[];
  version: number;
}

const FIELDS = Object.keys(DEFAULT_FIRM_SETTINGS) as (keyof FirmSettings)[];

const shown = (field: keyof FirmSettings, value: FirmSettings[keyof FirmSettings]) =>
  field === 'businessDays'
    ? (value as Weekday[]).map((day) => WEEKDAYS[day].slice(0, 3)).join(' ')
    : String(value);

/** "firstContactMinutes: 15 -> 20; ..." for the audit entry. */
function describeChange(before: FirmSettings, after: FirmSettings): string {
  return FIELDS.filter((field) => shown(field, before[field]) !== shown(field, after[field]))
    .map((field) => `${field}: ${shown(field, before[field])} -> ${shown(field, after[field])}`)
    .join('; ');
}

export async function changeFirmSettings(
  actor: AdministratorActor,
  { version, ...input }: SettingsChange,
  deps: SettingsDeps,
): Promise<FirmSettingsView> {
  const settings: FirmSettings = {
    ...Object.fromEntries(FIELDS.map((field) => [field, input[field]])),
    businessDays: [...new Set(input.businessDays)].sort((a, b) => a - b),
    timeZone: input.timeZone.trim(),
  } as FirmSettings;
  const problem = settingsProblem(settings);
  if (problem) throw new UserFacingError(problem);
  const before = await currentSettings(deps.settings);
  if (before.version !== version)
    throw new UserFacingError(SETTINGS_MESSAGES.changedBySomeoneElse, 'Conflict');
  const detail = describeChange(before, settings);
  if (!detail) return before;
  await deps.audit.record(
    staffEvent(actor, 'settings.changed', {
      target: { type: 'settings', id: 'firm', label: 'Firm settings' },
      detail,
    }),
  );
  const next: FirmSettingsView = {
    ...settings,
    version: version + 1,
    updatedAt: deps.now().toISOString(),
    updatedBy: actor.user.email,
  };
  if (!(await deps.settings.put(next, version))) {
    throw new UserFacingError(SETTINGS_MESSAGES.changedBySomeoneElse, 'Conflict');
  }
  return next;
}
