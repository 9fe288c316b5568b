/**
 * Who may follow the matter in the client portal: the client, or a parent or guardian where the client is a
 * minor. Staff invite (the person is mailed a sign-in link in their language), invite again (a fresh link)
 * and remove access. The server audits each.
 */
import { useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { CLIENT_LANGUAGES, CLIENT_LIMITS, CLIENT_ROLES } from '#contract/client-portal';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectOptions } from '../../components/form/select-options';
import { StaffForm } from '../../components/form/staff-form';
import { useSubmit } from '../../components/form/use-submit';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import {
  inviteClient,
  loadMatterClients,
  removeClientAccess,
  type ClientInvitation,
  type Matter,
} from './matters-api';

const roleLabel = (role: string) => CLIENT_ROLES[role as keyof typeof CLIENT_ROLES] ?? role;
const languageLabel = (language: string) =>
  CLIENT_LANGUAGES[language as keyof typeof CLIENT_LANGUAGES] ?? language;

export function ClientsCard({ matter }: { matter: Pick<Matter, 'id' | 'clientName'> }) {
  const ids = useId();
  const load = useCallback(() => loadMatterClients(matter.id), [matter.id]);
  const { data, error, loading, reload } = useQuery(load);
  const [name, setName] = useState(matter.clientName);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('client');
  const [language, setLanguage] = useState('en');
  const [sentTo, setSentTo] = useState('');
  const [removing, setRemoving] = useState<ClientInvitation | null>(null);
  const inviting = useSubmit();
  const again = useSubmit();

  const invite = async (invitee: { name: string; email: string; role: string; language: string }) => {
    const invited = await inviteClient(matter.id, invitee);
    setSentTo(invited.email);
    await reload();
  };

  return (
    <TitledCard className="mb-3" title="Client portal">
      {loading && !data && <LoadingNote>Loading who is invited…</LoadingNote>}
      <ErrorBox message={error || again.error} />
      {data && data.length === 0 && <p>Nobody is invited yet.</p>}
      {data && data.length > 0 && (
        <ul className="list-unstyled">
          {data.map((invitation) => (
            <li key={invitation.email} className="mb-2">
              <strong>{invitation.name}</strong> ({roleLabel(invitation.role)},{' '}
              {languageLabel(invitation.language)}), {invitation.email}
              <br />
              <small>
                Invited by {invitation.invitedBy}, {formatTime(invitation.invitedAt)}
              </small>
              <div className="d-flex gap-2 mt-1">
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={again.pending}
                  onClick={() => void again.run(() => invite(invitation))}
                >
                  Invite {invitation.name} again
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => setRemoving(invitation)}>
                  Remove {invitation.name}’s access
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {sentTo && <p role="status">A sign-in link is on its way to {sentTo}.</p>}
      <StaffForm
        label="Invite to the client portal"
        submit={inviting}
        submitLabel="Invite"
        pendingLabel="Inviting…"
        onSubmit={() =>
          void inviting.run(async () => {
            await invite({ name, email, role, language });
            setEmail('');
          })
        }
      >
        <Form.Group className="mb-3" controlId={`${ids}-name`}>
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={name}
            required
            maxLength={CLIENT_LIMITS.nameMaxLength}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-email`}>
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            value={email}
            required
            maxLength={CLIENT_LIMITS.emailMaxLength}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-role`}>
          <Form.Label>Who they are</Form.Label>
          <Form.Select value={role} onChange={(event) => setRole(event.target.value)}>
            <SelectOptions choices={CLIENT_ROLES} />
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId={`${ids}-language`}>
          <Form.Label>Language of their emails and pages</Form.Label>
          <Form.Select value={language} onChange={(event) => setLanguage(event.target.value)}>
            <SelectOptions choices={CLIENT_LANGUAGES} />
          </Form.Select>
        </Form.Group>
      </StaffForm>
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}’s access?`}
          body={<p className="mb-0">They will no longer see this matter in the client portal.</p>}
          confirmLabel="Remove access"
          pendingLabel="Removing…"
          danger
          onConfirm={async () => {
            await removeClientAccess(matter.id, removing.email);
            setRemoving(null);
            await reload();
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </TitledCard>
  );
}
