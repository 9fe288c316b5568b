/**
 * The form's bot check: nothing until the visitor starts filling in the form (`active`), then the ALTCHA
 * widget (bot-check-widget.ts), which proves the browser did some work, in a worker, with no puzzle: a
 * keyboard or screen-reader user passes it like anyone else. It sits after the form, not in it: the widget
 * marks its checkbox required until it is verified, which would let the browser block a submission the
 * server accepts anyway (unverified); the form asks it for the solution instead. A widget that cannot load leaves the form
 * working: the request is still stored (unverified), so nobody loses their message to a bot check.
 */
import { useEffect, useRef } from 'react';
import type { BotCheckLanguage } from '../../content/consultation-text';

/** How long a submission waits for a proof of work still running (then it goes without: unverified). */
const WAIT_FOR_SOLUTION_MS = 10_000;

/** The form's handle: the solution once the work is done, or null (failed, or not worth waiting for). */
export type BotCheckReady = () => Promise<string | null>;

export function BotCheck({
  active,
  onStart,
  language,
}: {
  active: boolean;
  onStart: (ready: BotCheckReady) => void;
  /** The widget's words when the page is not in English. */
  language?: BotCheckLanguage;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = container.current;
    if (!active || !target) return;
    let widget: HTMLElement | undefined;
    let cancelled = false;
    import('./bot-check-widget')
      .then(({ mountBotCheck }) => mountBotCheck(target, language))
      .then((mounted) => {
        widget = mounted.widget;
        if (cancelled) mounted.widget.remove();
        onStart(async () => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const patience = new Promise<null>(
            (resolve) => (timer = setTimeout(() => resolve(null), WAIT_FOR_SOLUTION_MS)),
          );
          const solution = await Promise.race([mounted.solving, patience]);
          clearTimeout(timer);
          return solution;
        });
      })
      .catch((error: unknown) => console.warn('The bot check could not start', error));
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [active, onStart, language]);
  return <div ref={container} className="consultation-form__bot-check mt-3" />;
}
