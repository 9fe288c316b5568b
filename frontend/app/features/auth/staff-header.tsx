import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import { firm } from '../../content/firm';
import type { Profile } from './session';

/** The staff header: logo; the profile menu when signed in, otherwise a Sign in link. */
export function StaffHeader({ profile, onSignOut }: { profile: Profile | null; onSignOut: () => void }) {
  return (
    <header className="staff-header">
      <div className="d-flex align-items-center justify-content-between px-3 py-2 gap-3">
        <Link to="/dashboard" aria-label={`${firm.name}: staff dashboard`}>
          <img
            src={firm.logo.src}
            width={firm.logo.width}
            height={firm.logo.height}
            alt=""
            className="img-fluid"
          />
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
              <Dropdown.Item as={Link} to="/">
                Visit Site
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={onSignOut}>
                Sign out
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        ) : (
          <Link to="/login">Sign in</Link>
        )}
      </div>
    </header>
  );
}
