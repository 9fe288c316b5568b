import { useLocation } from 'react-router';
import { PortalSignIn } from '../../features/client-portal/portal-screens';
import '../../features/staff-shell/staff.css';
import { clientPortalMeta } from './portal-meta';

export const meta = clientPortalMeta;

/** The emailed link, /client/sign-in#<token>: the token is the fragment, never sent in an address. */
export default function ClientPortalSignIn() {
  const token = useLocation().hash.replace(/^#/, '');
  return <PortalSignIn key={token} token={token} />;
}
