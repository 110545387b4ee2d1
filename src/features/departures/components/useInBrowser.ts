import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates the server's markup, true once the page is the
 * browser's own: what depends on today's seats renders only then, so the server's render (kept
 * per URL for days) neither waits for it nor disagrees with the browser about it.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
