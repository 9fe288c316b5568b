import { requireAdministrator } from '../../features/auth/guards';
import { RoutinePartiesCard } from '../../features/conflicts/routine-parties-card';
import { SettingsScreen } from '../../features/firm-settings/settings-screen';
import { TemplatesSettingsCard } from '../../features/letters/templates-settings-card';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Settings');

/** Administrators only; others go to /dashboard (the server refuses every call anyway). */
export function clientLoader() {
  return requireAdministrator();
}

export default function Settings() {
  return (
    <SettingsScreen>
      <RoutinePartiesCard />
      <TemplatesSettingsCard />
    </SettingsScreen>
  );
}
