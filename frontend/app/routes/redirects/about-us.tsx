import { Navigate } from 'react-router';
import { redirects } from '../../config/redirects';

export default function Redirect() {
  return <Navigate to={redirects['/about-us']} replace />;
}
