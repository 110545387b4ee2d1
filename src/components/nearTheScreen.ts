/**
 * How a visitor reaches a part otherwise than by scrolling to it: a tap, a click (a screen
 * reader's comes alone), a tab, a key.
 */
export const REACHING_EVENTS = ['pointerdown', 'click', 'focusin', 'keydown'];

interface Watch {
  parts: Element[];
  near: (reached: boolean) => void;
}

const watches = new Set<Watch>();
let listening = false;

function reachWhatTheEventTouches(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const watch of watches)
    if (watch.parts.some((part) => part.contains(target))) watch.near(true);
}

/**
 * On the window, in capture: before React's listeners on the page's root, which hydrate the part
 * an event lands in, and stop the event there when they cannot.
 */
function listen() {
  if (listening) return;
  listening = true;
  for (const type of REACHING_EVENTS)
    window.addEventListener(type, reachWhatTheEventTouches, { capture: true, passive: true });
}

/**
 * Calls `near` once, when one of `parts` comes within `aheadPx` of the visible area or the
 * visitor reaches into it before that (`reached`); at once in a browser without
 * IntersectionObserver, which cannot tell. Returns what stops the watch.
 */
export function whenNearTheScreen(
  parts: Element[],
  aheadPx: number,
  near: (reached: boolean) => void,
) {
  if (typeof IntersectionObserver === 'undefined') {
    near(false);
    return () => undefined;
  }
  const seen = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) watch.near(false);
    },
    { rootMargin: `${aheadPx}px 0px` },
  );
  const stop = () => {
    seen.disconnect();
    watches.delete(watch);
  };
  const watch: Watch = {
    parts,
    near: (reached) => {
      stop();
      near(reached);
    },
  };
  listen();
  watches.add(watch);
  for (const part of parts) seen.observe(part);
  return stop;
}
