import { Navigate } from 'react-router';
import { redirects } from '#contract/redirects';

export default function Redirect() {
  return <Navigate to={redirects['/practice-areas']} replace />;
}
