import { use, useLayoutEffect, type ReactNode } from 'react';
import { turnTaken } from './hydrationTurns';
import { useHydrating } from './useHydrating';

/**
 * While React hydrates the server's page, renders the part only once `until(mark)` has settled,
 * and tells the queue of turns when the part has been committed (./hydrationTurns.ts). A render
 * in the browser (a page reached by a link, the part updated after hydrating) never waits.
 */
export function WaitsItsTurn({
  mark,
  until,
  children,
}: {
  mark: string;
  until: (mark: string) => Promise<void> | undefined;
  children: ReactNode;
}) {
  const waiting = useHydrating() ? until(mark) : undefined;
  if (waiting) use(waiting);
  useLayoutEffect(() => turnTaken(mark), [mark]);
  return children;
}
