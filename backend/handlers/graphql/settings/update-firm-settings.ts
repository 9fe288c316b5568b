import type { FirmSettingsView } from '../../../contract/firm-settings';
import { changeFirmSettings, type SettingsChange } from '../../../domain/settings/firm-settings';
import { defineResolver } from '../resolver';
import { settingsDependencies } from '../../composition/staff';

/** Mutation.updateFirmSettings: a checked, versioned, audited change of the settings (administrators). */
export const handler = defineResolver(
  'Mutation.updateFirmSettings',
  (actor, { input }: { input: SettingsChange }): Promise<FirmSettingsView> =>
    changeFirmSettings(actor, input, settingsDependencies()),
);
