import { useCallback, useEffect, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from './graphql';

/**
 * The one way a staff screen reads server data. `load` runs when the screen opens, again whenever it
 * changes (wrap it in useCallback over what it reads) and on `reload()`; an answer that arrives after a
 * newer read started is dropped. The last answer stays in `data` while the next one loads.
 */
export function useQuery<Data>(load: () => Promise<Data>) {
  const [data, setData] = useState<Data | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError('');
    load()
      .then((answer) => current && setData(answer))
      .catch(
        (failure: unknown) =>
          current &&
          setError(failure instanceof Error && failure.message ? failure.message : NETWORK_ERROR_MESSAGE),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, setData, loading, error, reload };
}
