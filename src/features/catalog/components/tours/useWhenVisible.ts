import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` when the element given to the returned callback ref comes into view, while
 * `enabled`. A new element, or being enabled again, starts a fresh watch, so an element already in
 * view asks at once. Without IntersectionObserver nothing happens (a button remains).
 */
export function useWhenVisible<E extends Element>(onVisible: () => void, enabled: boolean) {
  const [target, setTarget] = useState<E | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, target]);

  return setTarget;
}
