import { Link, useLocation } from 'react-router';
import Card from 'react-bootstrap/Card';
import { FirmLogo } from '../../components/layout/firm-logo';
import { firm, titleWithFirmName } from '../../content/firm';
import { UploadPageScreen } from '../../features/client-requests/upload-page-screen';
// The staff sheet: the rules the public pages do not need (backend/pages/purge-css.ts) stay out of theirs.
import '../../features/staff-shell/staff.css';

/** Rendered by the client from the SPA fallback (never pre-rendered: each link is a secret), kept out of search. */
export const meta = () => [
  { title: titleWithFirmName('Send your documents') },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The link's token is the fragment (clientUploadLink): never sent to a server, so never in a log. */
export default function ClientUpload() {
  const token = useLocation().hash.replace(/^#/, '');
  return (
    <main id="main" className="client-upload-page auth-page">
      <Card className="client-upload-card">
        <Link to="/" className="auth-logo">
          <FirmLogo tone="onWhite" label={`${firm.logo.alt}: home`} />
        </Link>
        <UploadPageScreen key={token} token={token} />
      </Card>
    </main>
  );
}
