/**
 * One matter as its client reads it: the phase in plain words (what it means, what the firm is doing, what
 * usually comes next, roughly how long), the firm's note with the last change, and the date of that change.
 */
import { CLIENT_PORTAL_TEXT, PHASES_FOR_CLIENTS } from '#contract/client-portal';
import type { Locale } from '#contract/locale';
import { isMatterPhase } from '#contract/matters';
import type { ClientMatter } from './client-api';
import { clientDate } from './portal-frame';

export function MatterView({ matter, language }: { matter: ClientMatter; language: Locale }) {
  const text = CLIENT_PORTAL_TEXT[language];
  const phase = isMatterPhase(matter.phase) ? PHASES_FOR_CLIENTS[matter.phase][language] : undefined;
  return (
    <>
      <h1 className="h3">{text.phase}</h1>
      {phase && (
        <>
          <p className="phase-name">
            <strong>{phase.name}</strong>
          </p>
          <dl>
            <dt>{text.meaning}</dt>
            <dd>{phase.meaning}</dd>
            <dt>{text.firmDoing}</dt>
            <dd>{phase.firmDoing}</dd>
            <dt>{text.next}</dt>
            <dd>{phase.next}</dd>
            <dt>{text.duration}</dt>
            <dd>{phase.duration}</dd>
          </dl>
        </>
      )}
      {matter.note && (
        <>
          <h2 className="h5 mt-4">{text.noteFromFirm}</h2>
          <p className="client-message">{matter.note}</p>
        </>
      )}
      <p className="mt-4 mb-0">
        {text.lastUpdate}:{' '}
        <time dateTime={matter.lastUpdateAt}>{clientDate(matter.lastUpdateAt, language)}</time>
      </p>
    </>
  );
}
