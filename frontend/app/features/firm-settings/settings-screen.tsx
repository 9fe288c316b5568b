import { RoutinePartiesCard } from '../conflicts/routine-parties-card';
import { FirmSettingsForm } from './settings-form';

/** The firm's business hours, first-contact minutes, follow-up cadences and routine parties (administrators). */
export function SettingsScreen() {
  return (
    <>
      <h1 className="h2 mb-4">Settings</h1>
      <FirmSettingsForm />
      <RoutinePartiesCard />
    </>
  );
}
