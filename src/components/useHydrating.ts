import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether React is hydrating the server's page at this part, in the browser: it reads the
 * server's snapshot then, and the browser's (false) in a render of its own.
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return hydrating && typeof document !== 'undefined';
}
