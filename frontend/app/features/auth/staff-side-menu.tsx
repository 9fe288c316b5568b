import { NavLink } from 'react-router';
import Button from 'react-bootstrap/Button';
import { initialsOf, type Profile } from './session';

/** The desktop-only side column: Welcome and the name (initials below 1200 px), Dashboard, Sign out. */
export function StaffSideMenu({ profile, onSignOut }: { profile: Profile; onSignOut: () => void }) {
  return (
    <aside className="staff-side d-none d-lg-block" aria-label="Staff menu">
      <p className="fs-5 mb-4">
        Welcome <span className="d-none d-xl-inline">{profile.fullName}</span>
        <abbr className="d-xl-none text-decoration-none" title={profile.fullName}>
          {initialsOf(profile)}
        </abbr>
      </p>
      <nav className="nav flex-column mb-4">
        <NavLink to="/dashboard" className="nav-link">
          Dashboard
        </NavLink>
      </nav>
      <Button variant="outline-light" onClick={onSignOut}>
        Sign out
      </Button>
    </aside>
  );
}
