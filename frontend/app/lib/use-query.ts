import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from './graphql';

export interface QueryOptions<Data> {
  /**
   * After an answer, how many milliseconds until the next read (a job followed while it runs), or undefined
   * to stop. Pass a function that does not change (declared at module level).
   */
  repeatAfter?: (answer: Data) => number | undefined;
}

/**
 * The one way a screen reads server data. `load` runs when the screen opens, again whenever it changes
 * (wrap it in useCallback over what it reads) and on `reload()`, whose promise settles once that read has
 * landed (so a button can stay busy until the screen shows the change); an answer that arrives after a
 * newer read started is dropped. The last answer stays in `data` while the next one loads.
 */
export function useQuery<Data>(load: () => Promise<Data>, { repeatAfter }: QueryOptions<Data> = {}) {
  const [data, setData] = useState<Data | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const requested = useRef(0);
  const waiting = useRef<{ version: number; settle: () => void }[]>([]);

  useEffect(() => {
    let current = true;
    let repeat: ReturnType<typeof setTimeout> | undefined;
    setLoading(true);
    setError('');
    load()
      .then((answer) => {
        if (!current) return;
        setData(answer);
        const wait = repeatAfter?.(answer);
        if (wait !== undefined) repeat = setTimeout(() => setVersion(++requested.current), wait);
      })
      .catch(
        (failure: unknown) =>
          current &&
          setError(failure instanceof Error && failure.message ? failure.message : NETWORK_ERROR_MESSAGE),
      )
      .finally(() => {
        if (!current) return;
        setLoading(false);
        const landed = waiting.current.filter((waiter) => waiter.version <= version);
        waiting.current = waiting.current.filter((waiter) => waiter.version > version);
        for (const waiter of landed) waiter.settle();
      });
    return () => {
      current = false;
      clearTimeout(repeat);
    };
  }, [load, version, repeatAfter]);

  const reload = useCallback(
    () =>
      new Promise<void>((settle) => {
        const next = ++requested.current;
        waiting.current.push({ version: next, settle });
        setVersion(next);
      }),
    [],
  );
  return { data, setData, loading, error, reload };
}
