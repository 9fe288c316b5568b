import { Fragment, useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { INBOX_LIMITS, LEAD_STATUSES, type ConsultationView } from '#contract/consultation-inbox';
import { ErrorBox } from '../../components/form/error-box';
import { SubmitButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { AssigneeSelect } from '../../features/consultation-inbox/assignee-select';
import {
  addConsultationNote,
  openConsultation,
  resendConsultationNotice,
  updateConsultation,
} from '../../features/consultation-inbox/inbox-api';
import {
  LeadStatusBadge,
  NoticeBadge,
  ageOf,
  formatDateTime,
} from '../../features/consultation-inbox/labels';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { useStaffProfile } from '../../features/staff-shell/use-staff-profile';

export const meta = () => staffMeta('Consultation request');

/** One consultation request: everything the visitor sent (as text), its source, pipeline, notes, timeline. */
export default function ConsultationRequest() {
  const { id = '' } = useParams();
  const profile = useStaffProfile();
  const ids = useId();
  const [view, setView] = useState<ConsultationView | null>(null);
  const [loadError, setLoadError] = useState('');
  const [edit, setEdit] = useState({ leadStatus: 'new', assigneeEmail: '', followUpOn: '' });
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState('');
  const saving = useSubmit();
  const noting = useSubmit();
  const resending = useSubmit();

  function show(next: ConsultationView) {
    setView(next);
    setEdit({
      leadStatus: next.consultation.leadStatus,
      assigneeEmail: next.consultation.assigneeEmail ?? '',
      followUpOn: next.consultation.followUpOn ?? '',
    });
  }

  useEffect(() => {
    setView(null);
    setLoadError('');
    openConsultation(id).then(show, (failure: Error) => setLoadError(failure.message));
  }, [id]);

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
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
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

  function onResend() {
    const question =
      request.noticeState === 'sending'
        ? 'A notice for this request may already have gone out (the sender stopped mid-send). Check the firm mailbox first. Send it again anyway?'
        : 'Send the firm’s notice of this request again?';
    if (!window.confirm(question)) return;
    void resending.run(async () => show(await resendConsultationNotice(request._id)));
  }

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
        <NoticeBadge state={request.noticeState} />
        {request.duplicateOf && (
          <Link to={paths.consultation(request.duplicateOf)} className="badge text-bg-warning">
            Possible duplicate: see the other request
          </Link>
        )}
      </div>

      {/* A phone shows the request, then working it, then its source and timeline; wide screens, two columns. */}
      <div className="inbox-detail-grid">
        <Card className="inbox-detail-request">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              The request
            </Card.Title>
            <dl className="row mb-0">
              <dt className="col-sm-4">Received</dt>
              <dd className="col-sm-8">
                {formatDateTime(request.createdAt)} ({ageOf(request.createdAt)} ago)
              </dd>
              <dt className="col-sm-4">Email</dt>
              <dd className="col-sm-8">
                <a href={`mailto:${request.email}`}>{request.email}</a>
              </dd>
              <dt className="col-sm-4">Phone</dt>
              <dd className="col-sm-8">
                <a href={`tel:${request.phone.replace(/[^0-9+]/g, '')}`}>{request.phone}</a>
              </dd>
              <dt className="col-sm-4">New client?</dt>
              <dd className="col-sm-8">{request.typeOfClient}</dd>
              <dt className="col-sm-4">Message</dt>
              <dd className="col-sm-8 inbox-message">{request.message}</dd>
            </dl>
          </Card.Body>
        </Card>
        <div className="inbox-detail-side">
          <Card className="mb-3">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Work it
              </Card.Title>
              <Form onSubmit={onSave}>
                <Form.Group className="mb-3" controlId={`${ids}-status`}>
                  <Form.Label>Status</Form.Label>
                  <Form.Select
                    value={edit.leadStatus}
                    onChange={(event) => setEdit({ ...edit, leadStatus: event.target.value })}
                  >
                    {Object.entries(LEAD_STATUSES).map(([status, label]) => (
                      <option key={status} value={status}>
                        {label}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <AssigneeSelect
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
                </AssigneeSelect>
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
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Notice to the firm
              </Card.Title>
              <p>
                <NoticeBadge state={request.noticeState} />{' '}
                {request.noticeFailures > 0 && `${request.noticeFailures} failed attempt(s).`}
              </p>
              {(request.noticeState === 'failed' ||
                request.noticeState === 'pending' ||
                request.noticeState === 'sending') && (
                <Button variant="outline-danger" onClick={onResend} disabled={resending.pending}>
                  {resending.pending ? 'Sending…' : 'Re-send notice'}
                </Button>
              )}
              <div aria-live="polite">
                <ErrorBox message={resending.error} />
              </div>
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                Internal notes
              </Card.Title>
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
            </Card.Body>
          </Card>
          {request.noticeState === 'sending' && (
            <Alert variant="warning">
              The notice for this request stopped mid-send. It may or may not have reached the firm; nothing
              re-sends it automatically.
            </Alert>
          )}
        </div>
        <Card className="inbox-detail-source">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              Where it came from
            </Card.Title>
            <dl className="row mb-0">
              {sourceRows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="col-sm-4">{label}</dt>
                  <dd className="col-sm-8">{value ?? '—'}</dd>
                </Fragment>
              ))}
            </dl>
          </Card.Body>
        </Card>
        <Card className="inbox-detail-timeline">
          <Card.Body>
            <Card.Title as="h2" className="h5">
              Timeline
            </Card.Title>
            <ol className="list-unstyled mb-0" aria-label="Timeline">
              <li className="mb-2">
                <span className="text-body-secondary small">{formatDateTime(request.createdAt)}</span>{' '}
                Received through the website
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
          </Card.Body>
        </Card>
      </div>
    </div>
  );
}
