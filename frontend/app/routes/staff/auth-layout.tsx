import { Link, Outlet } from 'react-router';
import Card from 'react-bootstrap/Card';
import { firm } from '../../content/firm';
import '../../features/staff-shell/staff.css';

/** The sign-in screens: a centred card on the placeholder background, with the logo linking home. */
export default function AuthLayout() {
  return (
    <main id="main" className="auth-page">
      <Card className="auth-card">
        <Link to="/" className="auth-logo" aria-label={`${firm.name} home page`}>
          <img src={firm.logo.src} width={firm.logo.width} height={firm.logo.height} alt="" />
        </Link>
        <Outlet />
      </Card>
    </main>
  );
}
