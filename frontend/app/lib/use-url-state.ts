import { useCallback, useEffect, useMemo, useState } from 'react';
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

/**
 * A filter form over a view kept in the URL: `form` holds what the person is typing, `applied` what the list
 * shows, and `apply` writes the form to the URL (a submit handler). Going back or following a link to another
 * view resets the form to it.
 */
export function useFilterForm<State extends Record<string, string>>(defaults: State) {
  const [applied, setApplied] = useUrlState(defaults);
  const [form, setForm] = useState(applied);
  useEffect(() => setForm(applied), [applied]);
  const field = useCallback(
    (name: keyof State) => (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    [],
  );
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    setApplied(form);
  };
  return { applied, setApplied, form, setForm, field, apply };
}
