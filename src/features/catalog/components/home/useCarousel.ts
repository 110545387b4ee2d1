import { startTransition, useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * A carousel's state: which slide shows and whether it rotates. It rotates unless the visitor
 * paused it, asked the system for less motion (until they press play), or is pointing at or
 * working inside it.
 */
export function useCarousel(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const playing = !(pausedByVisitor ?? reducedMotion);
  const rotating = playing && !held && count > 1;

  useEffect(() => {
    if (!rotating) return undefined;
    // Not urgent: the next slide renders in slices, never blocking the visitor's input.
    const timer = window.setInterval(
      () => startTransition(() => setIndex((current) => (current + 1) % count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  const holdHandlers = {
    onMouseEnter: () => setHeld(true),
    onMouseLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
  };

  return {
    index,
    show: setIndex,
    next,
    previous,
    playing,
    rotating,
    // Pressing play starts the rotation at once, although the pointer and focus are on the button.
    togglePlaying: () => {
      setPausedByVisitor(playing);
      setHeld(false);
    },
    holdHandlers,
  };
}
