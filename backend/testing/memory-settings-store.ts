/** The firm's settings in memory, with the same version check as the DynamoDB store. */
import type { FirmSettingsView } from '../contract/firm-settings';
import type { SettingsStore } from '../domain/settings/ports';

export class MemorySettingsStore implements SettingsStore {
  stored: FirmSettingsView | undefined;

  async get(): Promise<FirmSettingsView | undefined> {
    return this.stored && { ...this.stored, businessDays: [...this.stored.businessDays] };
  }

  async put(settings: FirmSettingsView, expectedVersion: number): Promise<boolean> {
    if ((this.stored?.version ?? 0) !== expectedVersion) return false;
    this.stored = { ...settings, businessDays: [...settings.businessDays] };
    return true;
  }
}
