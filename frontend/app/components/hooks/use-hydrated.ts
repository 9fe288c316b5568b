import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False while pre-rendering and hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
