/**
 * A matter's timeline: every audited change to it (opened, facts changed, deadline verified or acknowledged,
 * phase changed), newest first, with who and when; older entries a page at a time. The matter page mounts it
 * anew for each version of the matter, so a change made on the page shows at once.
 */
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { AUDIT_ACTIONS, type AuditAction } from '#contract/audit';
import { TitledCard } from '../../components/cards/titled-card';
import { ErrorBox, LoadingNote } from '../../components/status-messages';
import { formatTime } from '../../lib/format-time';
import { useQuery } from '../../lib/use-query';
import { loadMatterTimeline, type TimelineEntry } from './matters-api';

export function TimelineCard({ matterId }: { matterId: string }) {
  const [older, setOlder] = useState<{ entries: TimelineEntry[]; cursor: string | null }>({
    entries: [],
    cursor: null,
  });
  const load = useCallback(() => loadMatterTimeline(matterId, null), [matterId]);
  const first = useQuery(load);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState('');
  const entries = [...(first.data?.items ?? []), ...older.entries];
  const cursor = older.entries.length ? older.cursor : (first.data?.nextCursor ?? null);

  async function showOlder() {
    if (!cursor) return;
    setLoadingOlder(true);
    setOlderError('');
    try {
      const page = await loadMatterTimeline(matterId, cursor);
      setOlder({ entries: [...older.entries, ...page.items], cursor: page.nextCursor ?? null });
    } catch (failure) {
      setOlderError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setLoadingOlder(false);
    }
  }

  return (
    <TitledCard className="mb-3" title="Timeline">
      <ErrorBox message={first.error} />
      <div aria-live="polite">
        {first.loading && !first.data && <LoadingNote>Loading the timeline…</LoadingNote>}
      </div>
      <ol className="list-unstyled mb-0" aria-label="Timeline">
        {entries.map((entry) => (
          <li key={entry.id} className="mb-2">
            <span className="text-body-secondary small">
              {formatTime(entry.at)} · {entry.actorEmail ?? entry.actorKind}
            </span>{' '}
            {AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action}
            {entry.detail && <div className="small text-break">{entry.detail}</div>}
          </li>
        ))}
      </ol>
      {cursor && (
        <Button variant="link" className="px-0" onClick={() => void showOlder()} disabled={loadingOlder}>
          {loadingOlder ? 'Loading…' : 'Show older entries'}
        </Button>
      )}
      <ErrorBox message={olderError} />
    </TitledCard>
  );
}
