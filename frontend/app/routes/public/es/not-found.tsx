import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notFoundMeta } from '../../../components/seo/page-meta';

/** A Spanish path no route claims: say so in Spanish, then send the visitor to the Spanish home page. */
export default function NotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/es/', { replace: true });
  }, [navigate]);
  return (
    <main id="main">
      <h1>Página no encontrada</h1>
    </main>
  );
}

export function meta() {
  return notFoundMeta('Página no encontrada');
}
