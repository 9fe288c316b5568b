/** The /settings calls, each with the session token (the server refuses anyone but an administrator). */
import {
  FirmSettingsDocument,
  UpdateFirmSettingsDocument,
  type FirmSettingsInput,
} from '#contract/graphql/settings.generated';
import { callGraphql } from '../../lib/graphql';
import { sessionToken } from '../../lib/session';

export const readFirmSettings = () => callGraphql(FirmSettingsDocument, {}, sessionToken());

export const saveFirmSettings = (input: FirmSettingsInput) =>
  callGraphql(UpdateFirmSettingsDocument, { input }, sessionToken());
