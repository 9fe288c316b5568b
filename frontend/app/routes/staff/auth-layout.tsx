import { Link, Outlet } from 'react-router';
import Card from 'react-bootstrap/Card';
import { FirmLogo } from '../../components/layout/firm-logo';
import { firm } from '../../content/firm';
import '../../features/staff-shell/staff.css';

/** The sign-in screens: a centred card on the placeholder background, with the logo linking home. */
export default function AuthLayout() {
  return (
    <main id="main" className="auth-page">
      <Card className="auth-card">
        <Link to="/" className="auth-logo">
          <FirmLogo tone="onWhite" label={`${firm.logo.alt}: home`} />
        </Link>
        <Outlet />
      </Card>
    </main>
  );
}
