import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { LeadsAwaitingContactDocument } from '#contract/graphql/consultation-inbox.generated';
import type { LeadsAwaitingContactQuery } from '#contract/graphql/consultation-inbox.generated';
import { paths } from '../../config/paths';
import { callGraphql } from '../../lib/graphql';
import { useQuery } from '../../lib/use-query';
import { FirstResponseBadge } from './first-response-badge';

type Lead = LeadsAwaitingContactQuery['leadsAwaitingContact'][number];

const readLeadsAwaitingContact = (): Promise<Lead[]> => callGraphql(LeadsAwaitingContactDocument, {});

/**
 * On the dashboard: New leads past the firm's first-contact minutes, oldest first, each a link to call it
 * now. Shows nothing while loading, on an error (the inbox itself shows it) or when nobody waits.
 */
export function AwaitingContactPanel() {
  const leads = useQuery(readLeadsAwaitingContact).data;
  if (!leads?.length) return null;
  return (
    <Alert variant="warning" className="mb-4">
      <h2 className="h6 fw-bold">Waiting for first contact</h2>
      <ul className="mb-0 ps-3">
        {leads.map((lead) => (
          <li key={lead._id} className="mb-1">
            <Link to={paths.consultation(lead._id)}>
              {lead.firstName} {lead.lastName}
            </Link>{' '}
            <FirstResponseBadge response={lead.firstResponse} />{' '}
            <span className="small">
              {lead.assigneeEmail ? `Assigned: ${lead.assigneeEmail}` : 'Unassigned'}
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
