import { NavLink } from 'react-router';
import Button from 'react-bootstrap/Button';
import { paths } from '../../config/paths';
import { initialsOf, type Profile } from '../../lib/session';
import { ACCOUNT_LINK, areasFor } from './areas';

/**
 * The desktop-only side column: Welcome and the name (initials below 1200 px), Dashboard, the work areas
 * this user may use, Sign out.
 */
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
        <NavLink to={paths.dashboard} className="nav-link">
          Dashboard
        </NavLink>
        {areasFor(profile).map((area) => (
          <NavLink key={area.path} to={area.path} className="nav-link">
            {area.title}
          </NavLink>
        ))}
        <NavLink to={ACCOUNT_LINK.path} className="nav-link">
          {ACCOUNT_LINK.title}
        </NavLink>
      </nav>
      <Button variant="outline-light" onClick={onSignOut}>
        Sign out
      </Button>
    </aside>
  );
}
