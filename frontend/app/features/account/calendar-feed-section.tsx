import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { CALENDAR_FEED_MESSAGES } from '#contract/calendar-feed';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ShownOnce } from '../../components/shown-once';
import { ErrorBox } from '../../components/status-messages';
import { ProgressButton } from '../../components/form/submit-button';
import { useSubmit } from '../../components/form/use-submit';
import { useQuery } from '../../lib/use-query';
import { formatTime } from '../../lib/format-time';
import { createCalendarFeed, myCalendarFeed, turnOffCalendarFeed } from './calendar-feed-api';

type Asking = 'replace' | 'turn-off' | null;

/**
 * The caller's calendar feed: make a secret link (shown once), later a new one in its place, or turn the
 * feed off; otherwise only when it was made and last read.
 */
export function CalendarFeedSection() {
  const state = useQuery(myCalendarFeed);
  const [shown, setShown] = useState('');
  const [done, setDone] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  const submit = useSubmit();
  if (state.error) return <ErrorBox message={state.error} />;
  if (!state.data) return <p aria-live="polite">Loading…</p>;
  const { feed } = state.data;

  const makeLink = () => {
    setAsking(null);
    setDone('');
    void submit.run(async () => {
      setShown((await createCalendarFeed()).url);
      state.reload();
    });
  };
  const turnOff = async () => {
    await turnOffCalendarFeed();
    setAsking(null);
    setShown('');
    setDone(CALENDAR_FEED_MESSAGES.turnedOff);
    state.reload();
  };

  return (
    <>
      <p>
        Your follow-ups and consultations in your own calendar app (Outlook, Google Calendar, Apple Calendar):
        subscribe to a private link. It shows each lead's name, phone and a link to its page.
      </p>
      {shown && (
        <ShownOnce
          title="Your calendar link"
          about={CALENDAR_FEED_MESSAGES.created}
          secret={shown}
          noun="link"
          doneLabel="I have added it"
          onDone={() => setShown('')}
        />
      )}
      <div aria-live="polite">{done && <Alert variant="success">{done}</Alert>}</div>
      {feed ? (
        <>
          <p>
            Your calendar feed is on: link made {formatTime(feed.createdAt)}, last read by a calendar app{' '}
            {feed.lastFetchedAt ? formatTime(feed.lastFetchedAt) : 'not yet'}.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <ProgressButton
              variant="outline-secondary"
              onClick={() => setAsking('replace')}
              pending={submit.pending}
            >
              {submit.pending ? 'Making a link…' : 'Copy a new link'}
            </ProgressButton>
            <Button variant="outline-danger" onClick={() => setAsking('turn-off')} disabled={submit.pending}>
              Turn off
            </Button>
          </div>
        </>
      ) : (
        <ProgressButton variant="outline-secondary" onClick={makeLink} pending={submit.pending}>
          {submit.pending ? 'Making a link…' : 'Make a calendar link'}
        </ProgressButton>
      )}
      <ErrorBox message={submit.error} />
      {asking === 'replace' && (
        <ConfirmDialog
          title="Make a new calendar link"
          body="Your current link stops working at once; calendars subscribed to it need the new one, shown once."
          confirmLabel="Make a new link"
          onConfirm={makeLink}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'turn-off' && (
        <ConfirmDialog
          title="Turn off your calendar feed"
          body="Your link stops working at once and calendars subscribed to it stop updating."
          confirmLabel="Turn off"
          pendingLabel="Turning off…"
          danger
          onConfirm={turnOff}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
