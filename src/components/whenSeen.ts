import { queueForTurn, tracked, type Tracked } from './hydrationTurns';
import { whenNearTheScreen } from './nearTheScreen';

/** The attribute that marks the wrapper of a part waiting to be seen (`HydratesWhenSeen`). */
export const SEEN_MARK = 'data-hydrates-when-seen';

/** How far below or above the visible area a part starts hydrating. */
const AHEAD_PX = 200;

const waiting = new Map<string, Tracked>();

/**
 * A promise that settles when the server-rendered part marked `mark` has come near the screen and
 * its turn has come (./hydrationTurns.ts), or at once when the visitor reaches it, so that it
 * hydrates within the event; nothing when there is nothing to wait for (no such part in the page,
 * or a browser without IntersectionObserver).
 */
export function whenSeen(mark: string): Promise<void> | undefined {
  const known = waiting.get(mark);
  if (known) return known;
  const wrapper = document.querySelector(`[${SEEN_MARK}="${mark}"]`); // React's ids hold no quote
  if (!wrapper?.firstElementChild || typeof IntersectionObserver === 'undefined') return undefined;

  const { promise, settle } = tracked();
  whenNearTheScreen([...wrapper.children], AHEAD_PX, (reached) =>
    reached ? settle() : queueForTurn(mark, settle),
  );
  waiting.set(mark, promise);
  return promise;
}
