import { Outlet, useNavigate } from 'react-router';
import { requireSignedIn } from '../../features/auth/guards';
import { signOutOnServer } from '../../lib/sign-out';
import { StepUpDialog } from '../../features/auth/step-up-dialog';
import { StaffHeader } from '../../features/staff-shell/staff-header';
import { StaffSideMenu } from '../../features/staff-shell/staff-side-menu';
import type { Route } from './+types/staff-layout';
import '../../features/staff-shell/staff.css';
import { paths } from '../../config/paths';

/** Signed-out visitors are sent to /login before any staff page renders. */
export function clientLoader() {
  return { profile: requireSignedIn() };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { profile } = loaderData;
  const handleSignOut = () => {
    void signOutOnServer().finally(() => navigate(paths.login, { replace: true }));
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
      <StepUpDialog email={profile.email} />
    </>
  );
}
