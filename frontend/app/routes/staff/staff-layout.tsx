import { Outlet, useNavigate } from 'react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { signOut } from '../../features/auth/session';
import { StaffHeader } from '../../features/auth/staff-header';
import { StaffSideMenu } from '../../features/auth/staff-side-menu';
import type { Route } from './+types/staff-layout';
import '../../features/auth/staff.css';

/** Signed-out visitors are sent to /login before any staff page renders. */
export function clientLoader() {
  return { profile: requireSignedIn() };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { profile } = loaderData;
  const handleSignOut = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  return (
    <>
      <StaffHeader profile={profile} onSignOut={handleSignOut} />
      <div className="staff-shell">
        <StaffSideMenu profile={profile} onSignOut={handleSignOut} />
        <main id="main" className="staff-content">
          <Outlet />
        </main>
      </div>
    </>
  );
}
