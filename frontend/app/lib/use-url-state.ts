import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The search param holding the cursors of the pages already passed (the paged lists' place in the list). */
export const CURSOR_PARAM = 'after';

/**
 * A screen's view (its filters) kept in the URL's search params, so a reload or a shared link opens the same
 * view. Only the keys of `defaults` are read; a value equal to its default is left out of the URL. Changing
 * the view starts its list again at the first page.
 */
export function useUrlState<State extends Record<string, string>>(defaults: State) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => {
    const read = new URLSearchParams(key);
    return Object.fromEntries(
      Object.entries(defaults).map(([name, fallback]) => [name, read.get(name) ?? fallback]),
    ) as State;
    // `defaults` is a constant of the screen; the URL is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setState = useCallback(
    (next: Partial<State>) =>
      setParams((current) => {
        const written = new URLSearchParams(current);
        written.delete(CURSOR_PARAM);
        for (const [name, value] of Object.entries(next)) {
          if (value === undefined || value === defaults[name]) written.delete(name);
          else written.set(name, value);
        }
        return written;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams],
  );
  return [state, setState] as const;
}
