import { useCallback, useId, useMemo, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import {
  LEAD_STATUSES,
  NOTICE_ATTENTION_STATES,
  NOTICE_STATES,
  isLeadStatus,
  isNoticeAttentionState,
  type InboxFilter,
  type NoticeAttentionState,
} from '#contract/consultation-inbox';
import { CONSULTATION_LANGUAGES, isConsultationLanguage } from '#contract/consultation';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { SelectOptions } from '../../components/form/select-options';
import { ProgressButton } from '../../components/form/submit-button';
import { Pager } from '../../components/table/pager';
import { paths } from '../../config/paths';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { useFilterForm } from '../../lib/use-url-state';
import { useDownload } from '../../components/table/filter-actions';
import { StaffSelect } from '../../components/form/staff-select';
import { exportConsultations, listConsultations } from './inbox-api';
import { FirstResponseBadge } from './first-response-badge';
import {
  LanguageBadge,
  LeadStatusBadge,
  NoticeBadge,
  UnverifiedBadge,
  ageOf,
  formatDateTime,
} from './labels';
import { ConflictBadge } from '../../components/conflict-badge';
import { useStaffProfile } from '../../lib/use-staff-profile';

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

/** The inbox's view as the URL spells it; empty means no filter. */
const ALL_REQUESTS = { notice: '', status: '', assigneeEmail: '', search: '', language: '' };
type InboxView = typeof ALL_REQUESTS;

/** What the server is asked for: only the filled-in, known values. */
function filterOf(view: InboxView): InboxFilter {
  return {
    notice: isNoticeAttentionState(view.notice) ? view.notice : null,
    status: isLeadStatus(view.status) ? view.status : null,
    assigneeEmail: view.assigneeEmail || null,
    search: view.search || null,
    language: isConsultationLanguage(view.language) ? view.language : null,
  };
}

/** The consultation inbox: newest first, 10 a page, filters, search, counts, export for administrators. */
export function InboxScreen() {
  const profile = useStaffProfile();
  const ids = useId();
  // The view (filters and page) lives in the URL: a reload or a shared link keeps it, and the dashboard
  // links here with ?notice=failed or ?notice=sending, the requests that need a person.
  const { applied: view, setApplied: setView, form: draft, setForm: setDraft } = useFilterForm(ALL_REQUESTS);
  const filter = useMemo(() => filterOf(view), [view]);
  const load = useCallback((cursor: string | null) => listConsultations(filter, cursor), [filter]);
  const list = useCursorPages(load);
  const { page, loading, error } = list;
  const exporting = useDownload();

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    setView({ ...draft, notice: '', assigneeEmail: draft.assigneeEmail.trim(), search: draft.search.trim() });
  }

  function showFilter(next: Partial<InboxView>) {
    setView({ ...ALL_REQUESTS, ...next });
  }

  function onExport() {
    exporting.start(async () => {
      const link = await exportConsultations(filter);
      window.location.assign(link.url);
      return `Exported ${link.count} requests. The download starts now; the link works for 5 minutes.`;
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
        {exporting.message && <Alert variant="success">{exporting.message}</Alert>}
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
              onClick={() => setView({ ...view, status })}
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
        <Form.Group controlId={`${ids}-language`}>
          <Form.Label>Language</Form.Label>
          <Form.Select
            value={draft.language}
            onChange={(event) => setDraft({ ...draft, language: event.target.value })}
          >
            <option value="">Any</option>
            <SelectOptions choices={CONSULTATION_LANGUAGES} />
          </Form.Select>
        </Form.Group>
        <StaffSelect
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
              showFilter({ assigneeEmail: profile.email });
            }}
          >
            Mine
          </Button>
        </div>
      </Form>

      <ErrorBox message={error} />
      <div aria-live="polite" aria-busy={loading}>
        {loading && <LoadingNote>Loading requests…</LoadingNote>}
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
                <LanguageBadge language={item.language} />
                <NoticeBadge state={item.noticeState} />
                <FirstResponseBadge response={item.firstResponse} />
                <span>{item.typeOfClient}</span>
                <span>{item.assigneeEmail ? `Assigned: ${item.assigneeEmail}` : 'Unassigned'}</span>
                {item.utmSource && <span>Source: {item.utmSource}</span>}
                {item.duplicateOf && <span className="badge text-bg-warning">Possible duplicate</span>}
                {item.unverified && <UnverifiedBadge />}
                {(item.conflictState === 'possible' || item.conflictState === 'flagged') && (
                  <ConflictBadge state={item.conflictState} />
                )}
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Pager list={list} />
    </>
  );
}
