import { useParams } from 'react-router';
import { PortalMatter } from '../../features/client-portal/portal-screens';
import '../../features/staff-shell/staff.css';
import { clientPortalMeta } from './portal-meta';

export const meta = clientPortalMeta;

/** /client/matters/:id: one of the client's own matters (the server answers only those). */
export default function ClientPortalMatter() {
  const { id = '' } = useParams();
  return <PortalMatter key={id} matterId={id} />;
}
