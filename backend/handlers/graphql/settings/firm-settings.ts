import { readFirmSettings } from '../../../domain/settings/firm-settings';
import { defineResolver } from '../resolver';
import { settingsDependencies } from '../../composition/staff';

/** Query.firmSettings: the settings in force, the defaults until saved (administrators). */
export const handler = defineResolver('Query.firmSettings', (actor) =>
  readFirmSettings(actor, {}, settingsDependencies()),
);
