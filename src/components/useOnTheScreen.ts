import { useCallback, useState } from 'react';
import { whenNearTheScreen } from './nearTheScreen';

/**
 * Whether the element given to the returned ref has come onto the screen, or been reached by a
 * tap, a click, a tab or a key before that; at once where IntersectionObserver is missing (it
 * cannot tell). False on the server and while the page hydrates. The watch starts in the ref, not
 * through state, so attaching the element renders nothing again.
 */
export function useOnTheScreen<E extends Element>() {
  const [onScreen, setOnScreen] = useState(false);
  const watch = useCallback(
    (element: E | null) =>
      element ? whenNearTheScreen([element], 0, () => setOnScreen(true)) : undefined,
    [],
  );
  return [onScreen ? undefined : watch, onScreen] as const;
}
