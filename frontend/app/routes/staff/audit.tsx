import { requireAdministrator } from '../../features/auth/guards';
import { AuditScreen } from '../../features/staff-admin/audit-screen';
import { staffMeta } from '../../features/staff-shell/staff-meta';

export const meta = () => staffMeta('Audit');

/** Administrators only; others go to /dashboard (the server refuses every call anyway). */
export function clientLoader() {
  return requireAdministrator();
}

export default function Audit() {
  return <AuditScreen />;
}
