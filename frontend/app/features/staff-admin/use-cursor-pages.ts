import { useCallback, useEffect, useState } from 'react';
import type { Page } from '#contract/paging';
import { NETWORK_ERROR_MESSAGE } from '../../lib/graphql';

/**
 * A server list read one page at a time with opaque cursors: Next follows the page's cursor, Previous
 * goes back through the cursors already seen. `reload` reads the current page again (after an action).
 */
export function useCursorPages<Item>(load: (cursor: string | null) => Promise<Page<Item>>) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<Page<Item> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const cursor = cursors.at(-1) ?? null;

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError('');
    load(cursor)
      .then((answer) => current && setPage(answer))
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure.message : NETWORK_ERROR_MESSAGE),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, cursor, version]);

  return {
    items: page?.items ?? [],
    loading,
    error,
    pageNumber: cursors.length,
    hasNext: Boolean(page?.nextCursor),
    next: () => page?.nextCursor && setCursors((seen) => [...seen, page.nextCursor ?? null]),
    previous: () => setCursors((seen) => (seen.length > 1 ? seen.slice(0, -1) : seen)),
    restart: useCallback(() => setCursors([null]), []),
    reload: () => setVersion((value) => value + 1),
  };
}

/** What `useCursorPages` gives a screen: the current page's items and the moves between pages. */
export type CursorPages<Item> = ReturnType<typeof useCursorPages<Item>>;
