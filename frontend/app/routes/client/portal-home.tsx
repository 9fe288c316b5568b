import { PortalHome } from '../../features/client-portal/portal-screens';
// The staff sheet: the rules the public pages do not need (backend/pages/purge-css.ts) stay out of theirs.
import '../../features/staff-shell/staff.css';
import { clientPortalMeta } from './portal-meta';

export const meta = clientPortalMeta;

/** /client: the client portal's sign-in, or the client's matters once signed in (rendered by the client). */
export default function ClientPortalHome() {
  return <PortalHome />;
}
