import { useCallback, useRef, useState } from 'react';
import { NETWORK_ERROR_MESSAGE } from '../../lib/graphql';

/**
 * Runs one form action at a time: `pending` drives the button's progress state, a second submit while one
 * is running is ignored, and a failure's message lands in `error` for the red error box.
 */
export function useSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : NETWORK_ERROR_MESSAGE);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return { pending, error, setError, run };
}
