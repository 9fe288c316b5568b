import type { ReactNode } from 'react';
import { FirmSettingsForm } from './settings-form';

/**
 * The firm's business hours, first-contact minutes and follow-up cadences (administrators); `children` are the
 * other features' settings (the conflict check's routine parties), which the route composes.
 */
export function SettingsScreen({ children }: { children?: ReactNode }) {
  return (
    <>
      <h1 className="h2 mb-4">Settings</h1>
      <FirmSettingsForm />
      {children}
    </>
  );
}
