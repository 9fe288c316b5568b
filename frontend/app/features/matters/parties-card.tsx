/**
 * The matter's parties, as its lead holds them (staff add and remove them on the lead's page, where every
 * change runs the conflict check again): the client first, then each person or organisation by role.
 */
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PARTY_ROLES, type PartyRole } from '#contract/conflicts';
import { TitledCard } from '../../components/cards/titled-card';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { paths } from '../../config/paths';
import { useQuery } from '../../lib/use-query';
import { loadMatterParties } from './matters-api';

const roleOf = (role: string) => PARTY_ROLES[role as PartyRole] ?? role;

export function PartiesCard({ matterId }: { matterId: string }) {
  const load = useCallback(() => loadMatterParties(matterId), [matterId]);
  const { data: parties, error } = useQuery(load);
  return (
    <TitledCard className="mb-3" title="Parties">
      <ErrorBox message={error} />
      {!parties && !error && <LoadingNote>Loading the parties…</LoadingNote>}
      {parties && (
        <ul className="list-unstyled mb-2" aria-label="Parties">
          {parties.map((party) => (
            <li key={party.id} className="mb-2">
              <strong className="text-break">{party.name}</strong>{' '}
              <span className="badge text-bg-light border text-wrap">{roleOf(party.role)}</span>
              {(party.email || party.phone) && (
                <div className="small text-body-secondary text-break">
                  {[party.email, party.phone].filter(Boolean).join(' · ')}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.consultation(matterId)}>Add or change parties on the lead</Link>
    </TitledCard>
  );
}
