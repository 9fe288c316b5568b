import { Link } from 'react-router';
import { MyFollowUpsDocument, type MyFollowUpsQuery } from '#contract/graphql/consultation-inbox.generated';
import { TitledCard } from '../../components/cards/titled-card';
import { paths } from '../../config/paths';
import { callGraphql } from '../../lib/graphql';
import { useQuery } from '../../lib/use-query';
import { formatDateTime } from './labels';

type FollowUp = MyFollowUpsQuery['myFollowUps'][number];

const readMyFollowUps = (): Promise<FollowUp[]> => callGraphql(MyFollowUpsDocument, {});

/**
 * On the dashboard: the user's leads with a follow-up due today or earlier, the most overdue first. Shows
 * nothing while loading, on an error (the inbox itself shows it) or when nothing is due.
 */
export function MyFollowUpsPanel() {
  const followUps = useQuery(readMyFollowUps).data;
  if (!followUps?.length) return null;
  return (
    <TitledCard className="mb-4" title="My follow-ups">
      <ul className="mb-0 ps-3">
        {followUps.map((followUp) => (
          <li key={followUp._id} className="mb-1">
            <Link to={paths.consultation(followUp._id)}>
              {followUp.firstName} {followUp.lastName}
            </Link>{' '}
            {followUp.overdue ? (
              <span className="badge text-wrap text-bg-danger">
                overdue since {formatDateTime(followUp.dueAt)}
              </span>
            ) : (
              <span className="badge text-wrap text-bg-secondary">due {formatDateTime(followUp.dueAt)}</span>
            )}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
