import { whenNearTheScreen } from './nearTheScreen';

/** The attribute that marks the wrapper of a part waiting to be seen (`HydratesWhenSeen`). */
export const SEEN_MARK = 'data-hydrates-when-seen';

/** How far below or above the visible area a part starts hydrating. */
const AHEAD_PX = 200;

/**
 * React's `use` reads a promise's `status` before it waits on it (and marks it 'pending' when it
 * does): a part the visitor reaches first hydrates within the event that reaches it.
 */
type Tracked = Promise<void> & { status?: string };

const waiting = new Map<string, Tracked>();

/**
 * A promise that settles when the server-rendered part marked `mark` comes near the screen or the
 * visitor reaches it; nothing when there is nothing to wait for (no such part in the page, or a
 * browser without IntersectionObserver).
 */
export function whenSeen(mark: string): Promise<void> | undefined {
  const known = waiting.get(mark);
  if (known) return known;
  const wrapper = document.querySelector(`[${SEEN_MARK}="${mark}"]`); // React's ids hold no quote
  if (!wrapper?.firstElementChild || typeof IntersectionObserver === 'undefined') return undefined;

  let settle = () => {};
  const seen: Tracked = new Promise<void>((resolve) => (settle = resolve));
  whenNearTheScreen([...wrapper.children], AHEAD_PX, () => {
    seen.status = 'fulfilled';
    settle();
  });
  waiting.set(mark, seen);
  return seen;
}
