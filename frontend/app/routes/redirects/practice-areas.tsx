import { Navigate } from 'react-router';

export default function Redirect() {
  return <Navigate to="/practice-areas/overview" replace />;
}
