import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notFoundMeta } from '../components/seo/page-meta';

/** Any path no route claims: say so, then send the visitor home (spec section 2). */
export default function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <main id="main">
      <h1>Not Found</h1>
    </main>
  );
}

export function meta() {
  return notFoundMeta();
}
