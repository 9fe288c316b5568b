import { changeFirmSettings } from '../../../domain/settings/firm-settings';
import { defineResolver } from '../resolver';
import { settingsDependencies } from '../../composition/staff';

/** Mutation.updateFirmSettings: a checked, versioned, audited change of the settings (administrators). */
export const handler = defineResolver('Mutation.updateFirmSettings', (actor, { input }) =>
  changeFirmSettings(actor, input, settingsDependencies()),
);
