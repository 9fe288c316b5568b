import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import { TitledCard } from '../../components/cards/titled-card';
import { NoticeAttentionAlert } from '../../features/consultation-inbox/notice-attention-alert';
import { areasFor } from '../../features/staff-shell/areas';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { useStaffProfile } from '../../features/staff-shell/use-staff-profile';

export const meta = () => staffMeta('Dashboard');

/** One tile per work area this user may use, the File Manager first (spec: the dashboard's card). */
export default function Dashboard() {
  const profile = useStaffProfile();
  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      <NoticeAttentionAlert />
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
