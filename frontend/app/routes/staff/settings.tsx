import { requireAdministrator } from '../../features/auth/guards';
import { FirmSettingsForm } from '../../features/firm-settings/settings-form';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Settings');

/** Administrators only; others go to /dashboard (the server refuses every call anyway). */
export function clientLoader() {
  return requireAdministrator();
}

/** The firm's business hours, first-contact minutes and follow-up cadences. */
export default function Settings() {
  return (
    <>
      <h1 className="h2 mb-4">Settings</h1>
      <FirmSettingsForm />
    </>
  );
}
