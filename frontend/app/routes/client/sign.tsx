import { Link, Navigate, useLocation, useParams } from 'react-router';
import Card from 'react-bootstrap/Card';
import { FirmLogo } from '../../components/layout/firm-logo';
import { paths } from '../../config/paths';
import { firm, titleWithFirmName } from '../../content/firm';
import { SigningScreen } from '../../features/signing/signing-screen';
import { signingWords } from '../../features/signing/signing-words';
// The staff sheet: the rules the public pages do not need (backend/pages/purge-css.ts) stay out of theirs.
import '../../features/staff-shell/staff.css';

/** Rendered by the client from the SPA fallback (never pre-rendered: each link is a secret), kept out of search. */
export const meta = () => [
  { title: titleWithFirmName(signingWords.pageTitle) },
  { name: 'robots', content: 'noindex, nofollow' },
  { name: 'referrer', content: 'no-referrer' },
];

/**
 * The link's token is the fragment (the letter's emailed link): never sent to a server, so never in a log. A
 * link written as a path (`/sign/<token>`) moves its token into the fragment at once, so it stays out of the
 * history entry and out of every later Referer.
 */
export default function Sign() {
  const pathToken = useParams()['*'] ?? '';
  const token = useLocation().hash.replace(/^#/, '');
  if (pathToken) return <Navigate replace to={{ pathname: paths.sign, hash: pathToken }} />;
  return (
    <main id="main" className="signing-page auth-page">
      <Card className="signing-card">
        <Link to="/" className="auth-logo">
          <FirmLogo tone="onWhite" label={`${firm.logo.alt}: home`} />
        </Link>
        <SigningScreen key={token} token={token} />
      </Card>
    </main>
  );
}
