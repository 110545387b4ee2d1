/**
 * Calls `work` once the browser has nothing else to do, or after `latestMs` whatever happens; in
 * the next task where there is no `requestIdleCallback` (Safari). Returns what cancels it.
 */
export function whenIdle(work: () => void, latestMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: latestMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
