import { Link } from 'react-router';
import Card from 'react-bootstrap/Card';
import { TitledCard } from '../../components/cards/titled-card';
import { AwaitingContactPanel } from '../consultation-inbox/awaiting-contact-panel';
import { MyFollowUpsPanel } from '../consultation-inbox/my-follow-ups-panel';
import { NoticeAttentionAlert } from '../consultation-inbox/notice-attention-alert';
import { areasFor } from './areas';
import { useStaffProfile } from './use-staff-profile';

/** One tile per work area this user may use, the File Manager first (spec: the dashboard's card). */
export function DashboardScreen() {
  const profile = useStaffProfile();
  return (
    <>
      <h1 className="h2 mb-4">Dashboard</h1>
      <NoticeAttentionAlert />
      <AwaitingContactPanel />
      <MyFollowUpsPanel />
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
