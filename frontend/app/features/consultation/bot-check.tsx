/**
 * The form's bot check: nothing until the visitor starts filling in the form (`active`), then the ALTCHA
 * widget (bot-check-widget.ts), which proves the browser did some work, in a worker, with no puzzle: a
 * keyboard or screen-reader user passes it like anyone else. A widget that cannot load leaves the form
 * working: the request is still stored (unverified), so nobody loses their message to a bot check.
 */
import { useEffect, useRef } from 'react';

export function BotCheck({ active }: { active: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = container.current;
    if (!active || !target) return;
    let widget: HTMLElement | undefined;
    let cancelled = false;
    import('./bot-check-widget')
      .then(({ mountBotCheck }) => mountBotCheck(target))
      .then((mounted) => {
        widget = mounted;
        if (cancelled) mounted.remove();
      })
      .catch((error: unknown) => console.warn('The bot check could not start', error));
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, [active]);
  return <div ref={container} className="consultation-form__bot-check mt-3" />;
}
