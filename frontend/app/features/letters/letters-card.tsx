/**
 * "Engagement letters" on a lead's and a matter's page: the case's letters, newest first, each with its status,
 * signers, events, downloads and what staff may do with it (revoke, send again, countersign); and the form for
 * a new one. A letter goes out only once a person has cleared the conflict check (the server refuses
 * otherwise); until then the card says so.
 */
import { Suspense, lazy, useCallback, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ConflictState } from '#contract/conflicts';
import {
  LETTER_LIMITS,
  LETTER_MESSAGES,
  RESENDABLE_LETTER_STATUSES,
  SIGNER_ROLES,
  type LetterStatus,
} from '#contract/letters';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { useStaffProfile } from '../../lib/use-staff-profile';
import {
  DEFAULT_EXPIRY_DAYS,
  EVENT_LABELS,
  LANGUAGE_NAMES,
  REVOCABLE_STATUSES,
  SIGNER_STATES,
  STATUS_TONES,
  statusLabel,
} from './letter-words';
import {
  civilDateIn,
  countersignLetter,
  downloadLetter,
  formatDay,
  listLetters,
  resendLetter,
  revokeLetter,
  type Letter,
} from './letters-api';

// The form loads when staff open it: the lead's and the matter's pages carry only the list.
const NewLetterForm = lazy(() =>
  import('./new-letter-form').then((module) => ({ default: module.NewLetterForm })),
);

export function LetterStatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONES[status as LetterStatus] ?? 'text-bg-secondary';
  return <span className={`badge ${tone}`}>{statusLabel(status)}</span>;
}

type Action = 'revoke' | 'resend' | 'countersign';

function LetterItem({
  letter,
  mayCountersign,
  onChanged,
}: {
  letter: Letter;
  mayCountersign: boolean;
  onChanged: () => Promise<void>;
}) {
  const ids = useId();
  const [action, setAction] = useState<Action | undefined>();
  const [reason, setReason] = useState('');
  const [expiresOn, setExpiresOn] = useState(civilDateIn(DEFAULT_EXPIRY_DAYS));
  const [downloadError, setDownloadError] = useState('');
  const close = () => setAction(undefined);
  const download = (which: 'sent' | 'sealed') => {
    setDownloadError('');
    downloadLetter(letter.id, which).catch((failure: unknown) =>
      setDownloadError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  return (
    <li className="letter-item border-top pt-3 mt-3" aria-labelledby={`${ids}-title`}>
      <div className="d-flex flex-wrap gap-2 align-items-baseline">
        <h3 className="h6 mb-0" id={`${ids}-title`}>
          {letter.title}
        </h3>
        <LetterStatusBadge status={letter.status} />
      </div>
      <p className="small text-body-secondary mb-1">
        Sent {formatTime(letter.sentAt)} by {letter.sentBy} · version {letter.templateVersion} ·{' '}
        {LANGUAGE_NAMES[letter.language] ?? letter.language} · link works until {formatDay(letter.expiresOn)}
      </p>
      <ul className="list-unstyled small mb-1">
        {letter.signers.map((signer) => (
          <li key={`${signer.role}-${signer.email}`}>
            {SIGNER_ROLES[signer.role as keyof typeof SIGNER_ROLES] ?? signer.role}: {signer.name} (
            {signer.email}):{' '}
            <strong>{SIGNER_STATES[signer.state as keyof typeof SIGNER_STATES] ?? signer.state}</strong>
          </li>
        ))}
      </ul>
      {letter.declineReason && <p className="small mb-1">Reason given: {letter.declineReason}</p>}
      <details className="small mb-2">
        <summary>Events ({letter.events.length})</summary>
        <ol className="list-unstyled mt-1 mb-0">
          {letter.events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="mb-1">
              <span className="text-body-secondary">{formatTime(event.at)}</span>{' '}
              {EVENT_LABELS[event.kind as keyof typeof EVENT_LABELS] ?? event.kind} · {event.by}
              {event.network && ` · ${event.network}`}
              {event.browser && (
                <span className="d-block text-break text-body-secondary">{event.browser}</span>
              )}
              {event.note && <span className="d-block text-break">{event.note}</span>}
            </li>
          ))}
        </ol>
      </details>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-secondary" onClick={() => download('sent')}>
          Download as sent
        </Button>
        {letter.sealedSha256 && (
          <Button size="sm" variant="outline-secondary" onClick={() => download('sealed')}>
            Download sealed
          </Button>
        )}
        {REVOCABLE_STATUSES.includes(letter.status) && (
          <Button size="sm" variant="outline-danger" onClick={() => setAction('revoke')}>
            Revoke…
          </Button>
        )}
        {RESENDABLE_LETTER_STATUSES.includes(letter.status as LetterStatus) && (
          <Button size="sm" variant="outline-primary" onClick={() => setAction('resend')}>
            Send again…
          </Button>
        )}
        {letter.status === 'signed' && mayCountersign && (
          <Button size="sm" variant="primary" onClick={() => setAction('countersign')}>
            Countersign…
          </Button>
        )}
      </div>
      <ErrorBox message={downloadError} />

      {action === 'revoke' && (
        <ConfirmDialog
          title="Revoke this letter?"
          danger
          body={
            <>
              <p>The signers’ links stop working at once. The letter stays on file with its events.</p>
              <Form.Group controlId={`${ids}-reason`}>
                <Form.Label>Why? *</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={2}
                  maxLength={LETTER_LIMITS.revokeReasonMaxLength}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </Form.Group>
            </>
          }
          confirmLabel="Revoke"
          pendingLabel="Revoking…"
          onConfirm={async () => {
            if (!reason.trim()) throw new Error(LETTER_MESSAGES.reasonRequired);
            await revokeLetter(letter, reason);
            await onChanged();
            close();
          }}
          onCancel={close}
        />
      )}
      {action === 'resend' && (
        <ConfirmDialog
          title="Send this letter again?"
          body={
            <>
              <p>A new letter with new links goes to the same signers; the old links stay dead.</p>
              <Form.Group controlId={`${ids}-expires`}>
                <Form.Label>The new link works until *</Form.Label>
                <Form.Control
                  type="date"
                  min={civilDateIn(LETTER_LIMITS.minExpiryDays)}
                  max={civilDateIn(LETTER_LIMITS.maxExpiryDays)}
                  value={expiresOn}
                  onChange={(event) => setExpiresOn(event.target.value)}
                />
              </Form.Group>
            </>
          }
          confirmLabel="Send again"
          pendingLabel="Sending…"
          onConfirm={async () => {
            await resendLetter(letter.id, expiresOn);
            await onChanged();
            close();
          }}
          onCancel={close}
        />
      )}
      {action === 'countersign' && (
        <ConfirmDialog
          title="Countersign this letter?"
          body={
            <p className="mb-0">
              You sign for the firm. The PDF is sealed again, and the new version goes to the client’s folder.
            </p>
          }
          confirmLabel="Countersign"
          pendingLabel="Countersigning…"
          onConfirm={async () => {
            await countersignLetter(letter);
            await onChanged();
            close();
          }}
          onCancel={close}
        />
      )}
    </li>
  );
}

export function LettersCard({
  caseId,
  conflictState,
  client,
  matter,
  defaultAttorney = '',
}: {
  /** The lead's id (a matter's id is its lead's). */
  caseId: string;
  conflictState: ConflictState;
  /** Who signs first, as the lead names them. */
  client: { name: string; email: string };
  /** On a matter's page: the matter (no matter fields to fill; its responsible attorney countersigns). */
  matter?: { responsibleAttorney: string };
  defaultAttorney?: string;
}) {
  const profile = useStaffProfile();
  const load = useCallback(() => listLetters(caseId, null), [caseId]);
  const letters = useQuery(load);
  const [writing, setWriting] = useState(false);
  const [older, setOlder] = useState<{ items: Letter[]; cursor: string | null }>({ items: [], cursor: null });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const items = [...(letters.data?.items ?? []), ...older.items];
  const cursor = older.items.length ? older.cursor : (letters.data?.nextCursor ?? null);
  const mayCountersign = profile.isAdmin || !matter || matter.responsibleAttorney === profile.email;
  const cleared = conflictState === 'cleared';

  const reload = async () => {
    setOlder({ items: [], cursor: null });
    await letters.reload();
  };
  const showOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    try {
      const page = await listLetters(caseId, cursor);
      setOlder({ items: [...older.items, ...page.items], cursor: page.nextCursor ?? null });
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <TitledCard className="mb-3" title="Engagement letters">
      {!cleared && (
        <p>
          A letter can be sent once a person has cleared the conflict check (see “Parties and conflicts”).
        </p>
      )}
      {cleared &&
        (writing ? (
          <Suspense fallback={<LoadingNote>Loading the form…</LoadingNote>}>
            <NewLetterForm
              caseId={caseId}
              client={client}
              needsMatter={!matter}
              defaultAttorney={defaultAttorney}
              onCancel={() => setWriting(false)}
              onSent={() => {
                setWriting(false);
                void reload();
              }}
            />
          </Suspense>
        ) : (
          <Button variant="outline-primary" onClick={() => setWriting(true)}>
            New letter
          </Button>
        ))}
      <ErrorBox message={letters.error} />
      <div aria-live="polite">
        {letters.loading && !letters.data && <LoadingNote>Loading the letters…</LoadingNote>}
        {letters.data && items.length === 0 && <p className="mt-3 mb-0">No letters yet.</p>}
      </div>
      <ul className="list-unstyled mb-0" aria-label="Letters">
        {items.map((letter) => (
          <LetterItem key={letter.id} letter={letter} mayCountersign={mayCountersign} onChanged={reload} />
        ))}
      </ul>
      {cursor && (
        <Button variant="link" className="px-0" onClick={() => void showOlder()} disabled={loadingOlder}>
          {loadingOlder ? 'Loading…' : 'Show older letters'}
        </Button>
      )}
    </TitledCard>
  );
}
