import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { firm } from '../../content/firm';
import { FirmLogo } from '../../components/layout/firm-logo';
import { paths } from '../../config/paths';
import type { Profile } from '../../lib/session';
import { ACCOUNT_LINK, areasFor } from './areas';

/**
 * The staff header: logo; the profile menu when signed in (on phones it also lists the work areas),
 * otherwise a Sign in link.
 */
export function StaffHeader({ profile, onSignOut }: { profile: Profile | null; onSignOut: () => void }) {
  return (
    <header className="staff-header">
      <div className="d-flex align-items-center justify-content-between px-3 py-2 gap-3">
        <Link to={paths.dashboard}>
          <FirmLogo tone="onWhite" label={`${firm.logo.alt}: staff dashboard`} className="img-fluid" />
        </Link>
        {profile ? (
          <Dropdown align="end">
            <Dropdown.Toggle variant="outline-secondary" id="profile-menu">
              <span className="d-none d-sm-inline">{profile.fullName}</span>
              <span className="d-sm-none">{profile.firstName}</span>
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Header>
                <span className="d-block fw-semibold text-body">{profile.fullName}</span>
                <span className="d-block">{profile.email}</span>
              </Dropdown.Header>
              <Dropdown.Divider />
              {/* The side menu is desktop-only: on a phone the work areas are reached from here. */}
              <div className="d-lg-none">
                <Dropdown.Item as={Link} to={paths.dashboard}>
                  Dashboard
                </Dropdown.Item>
                {areasFor(profile).map((area) => (
                  <Dropdown.Item key={area.path} as={Link} to={area.path}>
                    {area.title}
                  </Dropdown.Item>
                ))}
                <Dropdown.Divider />
              </div>
              <Dropdown.Item as={Link} to={ACCOUNT_LINK.path}>
                {ACCOUNT_LINK.title}
              </Dropdown.Item>
              <Dropdown.Item as={Link} to={paths.home}>
                Visit Site
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={onSignOut}>
                Sign out
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        ) : (
          <Link to={paths.login}>Sign in</Link>
        )}
      </div>
    </header>
  );
}
