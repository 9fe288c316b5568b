import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { SessionView } from '#contract/sessions';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { useSubmit } from '../../components/form/use-submit';
import { ColumnHeaders } from '../../components/table/column-headers';
import { paths } from '../../config/paths';
import { signOutOnServer } from '../../lib/sign-out';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { endMySession, mySessions } from './sessions-api';

const COLUMNS = [
  { label: 'Device' },
  { label: 'Network' },
  { label: 'Signed in' },
  { label: 'Last seen' },
  { label: 'Actions', visuallyHidden: true },
];

function SessionRow({ session, onSignOut }: { session: SessionView; onSignOut: () => void }) {
  return (
    <tr>
      <td data-label="Device">
        {session.device}{' '}
        {session.current && (
          // A literal class, as every other badge: the CSS purge keeps what it finds in the source.
          <span className="badge text-bg-success ms-1">This device</span>
        )}
      </td>
      <td data-label="Network">{session.network}</td>
      <td data-label="Signed in">{formatTime(session.createdAt)}</td>
      <td data-label="Last seen">{formatTime(session.lastSeenAt)}</td>
      <td>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onSignOut}
          aria-label={`Sign out ${session.current ? 'this device' : session.device}`}
        >
          Sign out
        </Button>
      </td>
    </tr>
  );
}

/** The devices signed in to the account, read once by the account screen and again after it signs others out. */
export const useMySessions = () => useQuery(mySessions);

/**
 * The devices signed in to the account, each with "Sign out" (this one included), across the whole width of
 * /account; `children` (signing out every other device) follow the list.
 */
export function SessionsSection({
  query,
  children,
}: {
  query: ReturnType<typeof useMySessions>;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const { data: sessions, setData: setSessions } = query;
  const [ending, setEnding] = useState<SessionView | null>(null);
  const { pending, error: actionError, run } = useSubmit();
  const error = actionError || query.error;

  const confirm = (session: SessionView) => {
    setEnding(null);
    void run(async () => {
      if (session.current) {
        await signOutOnServer();
        navigate(paths.login, { replace: true });
        return;
      }
      setSessions(await endMySession(session.id));
    });
  };

  return (
    <TitledCard title="Signed-in devices" className="account-wide">
      <p>Every browser signed in to your account. A session ends after 30 idle minutes or 12 hours.</p>
      {!sessions && !error && <p aria-live="polite">Loading…</p>}
      {sessions && (
        <Table size="sm" className="staff-table mb-0" aria-busy={pending}>
          <ColumnHeaders columns={COLUMNS} />
          <tbody>
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={() => setEnding(session)} />
            ))}
          </tbody>
        </Table>
      )}
      <ErrorBox message={error} />
      {children}
      {ending && (
        <ConfirmDialog
          title={ending.current ? 'Sign out of this device' : `Sign out ${ending.device}`}
          body={
            ending.current
              ? 'You will be signed out here and taken to the sign-in page.'
              : `The session on ${ending.device} (${ending.network}) ends at once; it must sign in again.`
          }
          confirmLabel="Sign out"
          danger
          onConfirm={() => confirm(ending)}
          onCancel={() => setEnding(null)}
        />
      )}
    </TitledCard>
  );
}
