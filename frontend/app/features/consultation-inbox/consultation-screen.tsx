import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import type { ConflictState } from '#contract/conflicts';
import { INBOX_LIMITS, LEAD_STATUSES, type ConsultationView } from '#contract/consultation-inbox';
import { TitledCard } from '../../components/cards/titled-card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorBox } from '../../components/status-messages';
import { SelectOptions } from '../../components/form/select-options';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { useDraft } from '../../lib/use-draft';
import { useQuery } from '../../lib/use-query';
import { StaffSelect } from '../../components/form/staff-select';
import { DetailRows } from '../../components/detail-rows';
import {
  addConsultationNote,
  openConsultation,
  resendConsultationNotice,
  updateConsultation,
} from './inbox-api';
import { FirstResponseBadge } from './first-response-badge';
import { CONSULTATION_LANGUAGES } from '#contract/consultation';
import {
  LanguageBadge,
  LeadStatusBadge,
  NoticeBadge,
  UnverifiedBadge,
  ageOf,
  formatDateTime,
} from './labels';
import { useStaffProfile } from '../../lib/use-staff-profile';
import { mailtoHref, telHref } from '#contract/links';
import { ConflictBadge } from '../../components/conflict-badge';

/** The pipeline form's values for `view`, or the form's defaults while it loads. */
const pipelineOf = (
  view: ConsultationView | undefined,
): Record<'leadStatus' | 'assigneeEmail' | 'followUpOn', string> => ({
  leadStatus: view?.consultation.leadStatus ?? 'new',
  assigneeEmail: view?.consultation.assigneeEmail ?? '',
  followUpOn: view?.consultation.followUpOn ?? '',
});

/** What other features add to a lead's page; the route composes them (features do not import each other). */
export interface ConsultationScreenParts {
  /** "Request documents" from this lead's client. */
  requestDocuments: (client: {
    consultationId: string;
    clientName: string;
    clientEmail: string;
  }) => ReactNode;
  /** The conflict check's parties, which report the check's new state. */
  parties: (caseId: string, onStateChanged: (state: ConflictState) => void) => ReactNode;
  /** The lead's matter, or the form that opens one once the conflict check is cleared. */
  matter: (lead: { id: string; conflictState: ConflictState; assigneeEmail: string }) => ReactNode;
  /** The lead's engagement letters, sent once the conflict check is cleared. */
  letters: (lead: {
    id: string;
    conflictState: ConflictState;
    assigneeEmail: string;
    clientName: string;
    clientEmail: string;
  }) => ReactNode;
}

/** One consultation request: everything the visitor sent (as text), its source, pipeline, notes, timeline. */
export function ConsultationScreen({ requestDocuments, parties, matter, letters }: ConsultationScreenParts) {
  const { id = '' } = useParams();
  const profile = useStaffProfile();
  const ids = useId();
  // Opening a request is audited: it is read once per id (and again only after a change).
  const open = useCallback(() => openConsultation(id), [id]);
  const opened = useQuery(open);
  const view = opened.data;
  const loadError = opened.error;
  // The pipeline form starts from what the server last answered (on opening and after every change).
  const [edit, setEdit] = useDraft(view, pipelineOf);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');
  const saving = useSubmit();
  const noting = useSubmit();
  const [askingResend, setAskingResend] = useState(false);

  const show = (next: ConsultationView) => opened.setData(next);

  if (loadError) {
    return (
      <>
        <h1 className="h2">Consultation request</h1>
        <ErrorBox message={loadError} />
        <Link to={paths.consultations}>Back to the inbox</Link>
      </>
    );
  }
  if (!view) {
    return (
      <p aria-live="polite">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading the request…
      </p>
    );
  }
  const request = view.consultation;

  function onSave(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    void saving.run(async () => {
      show(await updateConsultation({ id: request._id, version: request.version, ...edit }));
      setSaved('Saved.');
    });
  }

  function onNote(event: FormEvent) {
    event.preventDefault();
    void noting.run(async () => {
      show(await addConsultationNote(request._id, note));
      setNote('');
    });
  }

  const resendQuestion =
    request.noticeState === 'sending'
      ? 'A notice for this request may already have gone out (the sender stopped mid-send). Check the firm mailbox first. Send it again anyway?'
      : 'Send the firm’s notice of this request again?';

  const requestRows: [string, ReactNode][] = [
    ['Received', `${formatDateTime(request.createdAt)} (${ageOf(request.createdAt)})`],
    ['Email', <a href={mailtoHref(request.email)}>{request.email}</a>],
    ['Phone', <a href={telHref(request.phone)}>{request.phone}</a>],
    ['New client?', request.typeOfClient],
    ['Language', CONSULTATION_LANGUAGES[request.language]],
    ['Message', <div className="inbox-message">{request.message}</div>],
  ];
  const source = request.source;
  const sourceRows: [string, string | null][] = [
    ['Page', source.page],
    ['Referrer', source.referrer],
    ['utm_source', source.utmSource],
    ['utm_medium', source.utmMedium],
    ['utm_campaign', source.utmCampaign],
  ];

  return (
    <div className="inbox-detail">
      <Link to={paths.consultations}>← Back to the inbox</Link>
      <h1 className="h2 mt-2">
        {request.firstName} {request.lastName}
      </h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <LeadStatusBadge status={request.leadStatus} />
        <LanguageBadge language={request.language} />
        <NoticeBadge state={request.noticeState} />
        <FirstResponseBadge response={request.firstResponse} />
        {request.duplicateOf && (
          <Link to={paths.consultation(request.duplicateOf)} className="badge text-bg-warning">
            Possible duplicate: see the other request
          </Link>
        )}
        {request.unverified && <UnverifiedBadge />}
        <ConflictBadge state={request.conflictState} />
      </div>
      {requestDocuments({
        consultationId: request._id,
        clientName: `${request.firstName} ${request.lastName}`,
        clientEmail: request.email,
      })}

      {/* A phone shows the request, then working it, then its source and timeline; wide screens, two columns. */}
      <div className="inbox-detail-grid">
        <div className="inbox-detail-request">
          <TitledCard className="mb-3" title="The request">
            <DetailRows rows={requestRows} />
          </TitledCard>
          {parties(request._id, (conflictState) =>
            show({ ...view, consultation: { ...request, conflictState } }),
          )}
          {matter({
            id: request._id,
            conflictState: request.conflictState,
            assigneeEmail: request.assigneeEmail ?? '',
          })}
          {letters({
            id: request._id,
            conflictState: request.conflictState,
            assigneeEmail: request.assigneeEmail ?? '',
            clientName: `${request.firstName} ${request.lastName}`,
            clientEmail: request.email,
          })}
        </div>
        <div className="inbox-detail-side">
          <TitledCard className="mb-3" title="Work it">
            <Form onSubmit={onSave}>
              <Form.Group className="mb-3" controlId={`${ids}-status`}>
                <Form.Label>Status</Form.Label>
                <Form.Select
                  value={edit.leadStatus}
                  onChange={(event) => setEdit({ ...edit, leadStatus: event.target.value })}
                >
                  <SelectOptions choices={LEAD_STATUSES} />
                </Form.Select>
              </Form.Group>
              <StaffSelect
                className="mb-3"
                controlId={`${ids}-assignee`}
                label="Assignee"
                emptyLabel="Unassigned"
                value={edit.assigneeEmail}
                onChange={(assigneeEmail) => setEdit({ ...edit, assigneeEmail })}
              >
                <Button
                  variant="outline-secondary"
                  onClick={() => setEdit({ ...edit, assigneeEmail: profile.email })}
                >
                  Me
                </Button>
              </StaffSelect>
              <Form.Group className="mb-3" controlId={`${ids}-follow-up`}>
                <Form.Label>Follow-up date</Form.Label>
                <Form.Control
                  type="date"
                  value={edit.followUpOn}
                  onChange={(event) => setEdit({ ...edit, followUpOn: event.target.value })}
                />
              </Form.Group>
              <SubmitButton pending={saving.pending} label="Save changes" pendingLabel="Saving…" />
              <div aria-live="polite">
                {saved && !saving.error && <p className="text-success mt-2 mb-0">{saved}</p>}
                <ErrorBox message={saving.error} />
              </div>
            </Form>
          </TitledCard>
          <TitledCard className="mb-3" title="Notice to the firm">
            <p>
              <NoticeBadge state={request.noticeState} />{' '}
              {request.noticeFailures > 0 && `${request.noticeFailures} failed attempt(s).`}
            </p>
            {(request.noticeState === 'failed' ||
              request.noticeState === 'pending' ||
              request.noticeState === 'sending') && (
              <Button variant="outline-danger" onClick={() => setAskingResend(true)}>
                Re-send notice
              </Button>
            )}
            {askingResend && (
              <ConfirmDialog
                title="Re-send the notice?"
                body={<p className="mb-0">{resendQuestion}</p>}
                confirmLabel="Re-send notice"
                pendingLabel="Sending…"
                onConfirm={async () => {
                  show(await resendConsultationNotice(request._id));
                  setAskingResend(false);
                }}
                onCancel={() => setAskingResend(false)}
              />
            )}
          </TitledCard>
          <TitledCard className="mb-3" title="Internal notes">
            <Form onSubmit={onNote}>
              <Form.Group className="mb-3" controlId={`${ids}-note`}>
                <Form.Label>Add an internal note (staff only, kept as written)</Form.Label>
                <Form.Control
                  as="textarea"
                  rows={3}
                  maxLength={INBOX_LIMITS.noteMaxLength}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  required
                />
              </Form.Group>
              <SubmitButton pending={noting.pending} label="Add note" pendingLabel="Adding…" />
              <div aria-live="polite">
                <ErrorBox message={noting.error} />
              </div>
            </Form>
          </TitledCard>
          {request.noticeState === 'sending' && (
            <Alert variant="warning">
              The notice for this request stopped mid-send. It may or may not have reached the firm; nothing
              re-sends it automatically.
            </Alert>
          )}
        </div>
        <TitledCard className="inbox-detail-source" title="Where it came from">
          <DetailRows rows={sourceRows} />
        </TitledCard>
        <TitledCard className="inbox-detail-timeline" title="Timeline">
          <ol className="list-unstyled mb-0" aria-label="Timeline">
            <li className="mb-2">
              <span className="text-body-secondary small">{formatDateTime(request.createdAt)}</span> Received
              through the website
            </li>
            {view.timeline.map((event, index) => (
              <li key={`${event.at}-${index}`} className="mb-2">
                <span className="text-body-secondary small">
                  {formatDateTime(event.at)} · {event.actorEmail ?? 'system'}
                </span>{' '}
                {event.kind === 'note' ? (
                  <div className="inbox-note border-start ps-2">{event.text}</div>
                ) : (
                  event.text
                )}
              </li>
            ))}
          </ol>
        </TitledCard>
      </div>
    </div>
  );
}
