import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches. The pre-rendered HTML and the hydration pass both use `serverValue`
 * (React's server snapshot), so the first client render matches the static HTML; the real value follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

const subscribeNever = () => () => {};

/** False while pre-rendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
