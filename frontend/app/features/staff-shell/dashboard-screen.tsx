import type { ReactNode } from 'react';
import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import { TitledCard } from '../../components/cards/titled-card';
import { areasFor } from './areas';
import { useStaffProfile } from '../../lib/use-staff-profile';

/**
 * One tile per work area this user may use, the File Manager first (spec: the dashboard's card), under
 * `children`: what needs attention now, from the features that know it (the route composes them).
 */
export function DashboardScreen({ children }: { children?: ReactNode }) {
  const profile = useStaffProfile();
  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      {children}
      <div className="staff-tiles">
        {areasFor(profile).map((area) => (
          <TitledCard
            key={area.path}
            className="staff-card"
            title={
              <Link to={area.path} className="stretched-link">
                {area.title}
              </Link>
            }
          >
            <Card.Text>{area.description}</Card.Text>
          </TitledCard>
        ))}
      </div>
    </>
  );
}
