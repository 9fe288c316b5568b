import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import {
  LEAD_STATUSES,
  NOTICE_ATTENTION_STATES,
  NOTICE_STATES,
  isLeadStatus,
  isNoticeAttentionState,
  type ConsultationInboxPage,
  type InboxFilter,
  type NoticeAttentionState,
} from '#contract/consultation-inbox';
import { ErrorBox } from '../../components/form/error-box';
import { SelectOptions } from '../../components/form/select-options';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { paths } from '../../config/paths';
import { AssigneeSelect } from '../../features/consultation-inbox/assignee-select';
import { exportConsultations, listConsultations } from '../../features/consultation-inbox/inbox-api';
import {
  LeadStatusBadge,
  NoticeBadge,
  ageOf,
  formatDateTime,
} from '../../features/consultation-inbox/labels';
import { staffMeta } from '../../features/staff-shell/staff-meta';
import { useStaffProfile } from '../../features/staff-shell/use-staff-profile';

export const meta = () => staffMeta('Consultations');

/** What the inbox says about the requests whose notice needs a person, by what went wrong. */
const ATTENTION_TEXT: Record<NoticeAttentionState, (count: number) => ReactNode> = {
  failed: (count) => (
    <>
      {count} request(s): <strong>notice failed</strong>. Open them and re-send the notice, or call the
      visitor.
    </>
  ),
  sending: (count) => (
    <>
      {count} request(s) stuck while sending the notice: check the firm&apos;s mailbox, then decide whether to
      re-send.
    </>
  ),
};

/** The consultation inbox: newest first, 10 a page, filters, search, counts, export for administrators. */
export default function Consultations() {
  const profile = useStaffProfile();
  const ids = useId();
  const [searchParams] = useSearchParams();
  // The dashboard links here with ?notice=failed or ?notice=sending: the requests that need a person.
  const [filter, setFilter] = useState<InboxFilter>(() => {
    const notice = searchParams.get('notice');
    return isNoticeAttentionState(notice) ? { notice } : {};
  });
  const [draft, setDraft] = useState({ status: '', assigneeEmail: '', search: '' });
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<ConsultationInboxPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const exporting = useSubmit();
  const [exported, setExported] = useState('');

  const cursor = cursors.at(-1) ?? null;
  const load = useCallback(async () => {
    setLoading(true);
    setError('');
    try {
      setPage(await listConsultations(filter, cursor));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, [filter, cursor]);

  useEffect(() => {
    void load();
  }, [load]);

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    setFilter({
      status: isLeadStatus(draft.status) ? draft.status : null,
      assigneeEmail: draft.assigneeEmail.trim() || null,
      search: draft.search.trim() || null,
    });
    setCursors([null]);
  }

  function showFilter(next: InboxFilter) {
    setDraft({ status: '', assigneeEmail: next.assigneeEmail ?? '', search: '' });
    setFilter(next);
    setCursors([null]);
  }

  function onExport() {
    setExported('');
    void exporting.run(async () => {
      const link = await exportConsultations(filter);
      setExported(`Exported ${link.count} requests. The download starts now; the link works for 5 minutes.`);
      window.location.assign(link.url);
    });
  }

  const countOf = (status: string) => page?.counts.find((count) => count.status === status)?.count ?? 0;

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Consultations</h1>
        {profile.isAdmin && (
          <ProgressButton variant="outline-primary" onClick={onExport} pending={exporting.pending}>
            {exporting.pending ? 'Exporting…' : 'Export CSV'}
          </ProgressButton>
        )}
      </div>
      <div aria-live="polite">
        {exported && <Alert variant="success">{exported}</Alert>}
        <ErrorBox message={exporting.error} />
        {page && page.noticeAttention.failed + page.noticeAttention.sending > 0 && (
          <Alert variant="danger" className="mt-2">
            {NOTICE_ATTENTION_STATES.filter((state) => page.noticeAttention[state] > 0).map((state) => (
              <div key={state}>
                {ATTENTION_TEXT[state](page.noticeAttention[state])}{' '}
                <Button
                  variant="link"
                  className="p-0 align-baseline"
                  onClick={() => showFilter({ notice: state })}
                >
                  Show them
                </Button>
              </div>
            ))}
          </Alert>
        )}
      </div>

      {filter.notice && (
        <p className="mt-3">
          Showing only requests with <strong>{NOTICE_STATES[filter.notice]}</strong>.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => showFilter({})}>
            Show all requests
          </Button>
        </p>
      )}

      <ul className="inbox-counts list-unstyled d-flex flex-wrap gap-2 my-3" aria-label="Requests per status">
        {Object.entries(LEAD_STATUSES).map(([status, label]) => (
          <li key={status}>
            <Button
              size="sm"
              variant={filter.status === status ? 'primary' : 'outline-secondary'}
              aria-pressed={filter.status === status}
              onClick={() => {
                setDraft((current) => ({ ...current, status }));
                setFilter((current) => ({ ...current, status: status as InboxFilter['status'] }));
                setCursors([null]);
              }}
            >
              {label} <span className="badge text-bg-light">{countOf(status)}</span>
            </Button>
          </li>
        ))}
      </ul>

      <Form onSubmit={applyFilters} className="inbox-filters mb-3" aria-label="Filter the inbox">
        <Form.Group controlId={`${ids}-search`}>
          <Form.Label>Search name, email or phone</Form.Label>
          <Form.Control
            type="search"
            value={draft.search}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${ids}-status`}>
          <Form.Label>Status</Form.Label>
          <Form.Select
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">All (without spam)</option>
            <SelectOptions choices={LEAD_STATUSES} />
          </Form.Select>
        </Form.Group>
        <AssigneeSelect
          controlId={`${ids}-assignee`}
          label="Assignee"
          emptyLabel="Anyone"
          value={draft.assigneeEmail}
          onChange={(assigneeEmail) => setDraft({ ...draft, assigneeEmail })}
        />
        <div className="d-flex gap-2 align-items-end">
          <Button type="submit">Apply</Button>
          <Button
            variant="outline-secondary"
            onClick={() => {
              setDraft({ status: '', assigneeEmail: profile.email, search: '' });
              setFilter({ assigneeEmail: profile.email });
              setCursors([null]);
            }}
          >
            Mine
          </Button>
        </div>
      </Form>

      <ErrorBox message={error} />
      <div aria-live="polite" aria-busy={loading}>
        {loading && (
          <p>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading requests…
          </p>
        )}
        {!loading && page?.items.length === 0 && <p>No consultation requests match this view.</p>}
      </div>
      {page && page.items.length > 0 && (
        <ListGroup as="ul" className="inbox-list">
          {page.items.map((item) => (
            <ListGroup.Item as="li" key={item._id} className={item.unopened ? 'inbox-unopened' : undefined}>
              <div className="d-flex flex-wrap justify-content-between gap-2">
                <Link to={paths.consultation(item._id)} className="fw-semibold">
                  {item.unopened && <span className="badge text-bg-info me-2">New</span>}
                  {item.firstName} {item.lastName}
                </Link>
                <span className="text-body-secondary small">
                  {formatDateTime(item.createdAt)} · {ageOf(item.createdAt)}
                </span>
              </div>
              <div className="d-flex flex-wrap gap-2 mt-1 small align-items-center">
                <LeadStatusBadge status={item.leadStatus} />
                <NoticeBadge state={item.noticeState} />
                <span>{item.typeOfClient}</span>
                <span>{item.assigneeEmail ? `Assigned: ${item.assigneeEmail}` : 'Unassigned'}</span>
                {item.utmSource && <span>Source: {item.utmSource}</span>}
                {item.duplicateOf && <span className="badge text-bg-warning">Possible duplicate</span>}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <nav className="d-flex gap-2 mt-3" aria-label="Pages">
        <Button
          variant="outline-secondary"
          disabled={cursors.length <= 1 || loading}
          onClick={() => setCursors((stack) => stack.slice(0, -1))}
        >
          Previous
        </Button>
        <span className="align-self-center">Page {cursors.length}</span>
        <Button
          variant="outline-secondary"
          disabled={!page?.nextCursor || loading}
          onClick={() => page?.nextCursor && setCursors((stack) => [...stack, page.nextCursor ?? null])}
        >
          Next
        </Button>
      </nav>
    </>
  );
}
