import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the element given to the returned callback ref comes into view, while
 * `enabled`. A new element, or being enabled again, starts a fresh watch, so an element already in
 * view asks at once. Without IntersectionObserver nothing happens (a button remains).
 *
 * The watch starts in the ref itself, not through state: an update while React attaches the
 * element (hydrating the list, say) would render the whole list again in the same task.
 */
export function useWhenVisible<E extends Element>(onVisible: () => void, enabled: boolean) {
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  return useCallback(
    (target: E | null) => {
      if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      });
      observer.observe(target);
      return () => observer.disconnect();
    },
    [enabled],
  );
}
