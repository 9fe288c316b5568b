/** Where the firm's settings are kept: one record, changed only on the version a person saw. */
import type { FirmSettingsView } from '../../contract/firm-settings';

export interface SettingsStore {
  /** The stored settings, or undefined before anyone saved them (the defaults apply). */
  get(): Promise<FirmSettingsView | undefined>;
  /** Stores `settings` (its version is the new one) if the stored version is `expectedVersion` (0: none stored); false on a conflict. */
  put(settings: FirmSettingsView, expectedVersion: number): Promise<boolean>;
}
