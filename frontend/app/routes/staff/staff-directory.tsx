import { requireAdministrator } from '../../features/auth/guards';
import { StaffDirectoryScreen } from '../../features/staff-admin/staff-directory-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Staff');

/** Administrators only; others go to /dashboard (the server refuses every call anyway). */
export function clientLoader() {
  return requireAdministrator();
}

export default function StaffDirectory() {
  return <StaffDirectoryScreen />;
}
