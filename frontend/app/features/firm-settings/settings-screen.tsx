import { FirmSettingsForm } from './settings-form';

/** The firm's business hours, first-contact minutes and follow-up cadences (administrators). */
export function SettingsScreen() {
  return (
    <>
      <h1 className="h2 mb-4">Settings</h1>
      <FirmSettingsForm />
    </>
  );
}
