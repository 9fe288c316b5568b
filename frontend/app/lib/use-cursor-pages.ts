import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Page } from '#contract/paging';
import { CURSOR_PARAM } from './use-url-state';
import { useQuery } from './use-query';

/**
 * The one way a staff list is paged: a server list read one page at a time with opaque cursors. The
 * cursors of the pages passed live in the URL (`?after=…`), so a reload or a shared link opens the same
 * page and the browser's Back goes to the previous one. Next follows the page's cursor, Previous goes back
 * one, `restart` returns to the first page, `reload` reads the current page again (after an action).
 */
export function useCursorPages<Answer extends Page<unknown>>(
  load: (cursor: string | null) => Promise<Answer>,
) {
  const [params, setParams] = useSearchParams();
  const cursors = params.getAll(CURSOR_PARAM);
  const cursor = cursors.at(-1) ?? null;
  const read = useCallback(() => load(cursor), [load, cursor]);
  const query = useQuery(read);
  const page = query.data;

  const moveTo = (next: string[]) =>
    setParams((current) => {
      const written = new URLSearchParams(current);
      written.delete(CURSOR_PARAM);
      for (const passed of next) written.append(CURSOR_PARAM, passed);
      return written;
    });

  return {
    /** The whole answer (lists may carry more than items, e.g. counts). */
    page,
    items: (page?.items ?? []) as Answer['items'],
    loading: query.loading,
    error: query.error,
    pageNumber: cursors.length + 1,
    hasNext: Boolean(page?.nextCursor),
    next: () => page?.nextCursor && moveTo([...cursors, page.nextCursor]),
    previous: () => moveTo(cursors.slice(0, -1)),
    restart: () => moveTo([]),
    reload: query.reload,
  };
}

/** What `useCursorPages` gives a screen: the current page's items and the moves between pages. */
export type CursorPages<Item> = ReturnType<typeof useCursorPages<Page<Item>>>;
