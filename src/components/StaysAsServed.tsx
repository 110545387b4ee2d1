import { useId, useState, type ReactNode } from 'react';
import { useHydrating } from './useHydrating';

/** The attribute that marks the wrapper of a part kept as the server drew it. */
const SERVED_MARK = 'data-stays-as-served';

/**
 * The markup the server drew inside the part marked `mark`, read once as the browser hydrates
 * it; nothing on the server, in a render in the browser, or where the part is not in the page.
 */
function useServedMarkup(mark: string): string | undefined {
  const hydrating = useHydrating();
  const [served] = useState(() =>
    hydrating
      ? document.querySelector(`[${SERVED_MARK}="${mark}"]`)?.innerHTML // React's ids hold no quote
      : undefined,
  );
  return served;
}

/**
 * A part of a server-rendered page that needs no code once drawn, a text or a facts list (issue
 * 42, decision 070): the browser keeps the server's markup and never renders it, so its
 * components cost a phone nothing, neither at load nor when it comes into view. `showing` says
 * what it shows (the excursion's id): when it changes (a page reached in the browser reuses the
 * part), the part is rendered as any other. A page reached in the browser renders it at once.
 *
 * Only for what has no handler of its own: its links are the browser's (a link taken from it
 * loads the page from the server), and it keeps no state. The wrapper is `display: contents`.
 */
export function StaysAsServed({
  showing,
  children,
}: {
  showing: string | number;
  children: ReactNode;
}) {
  const mark = useId();
  const served = useServedMarkup(mark);
  const [servedShowing] = useState(showing);
  const wrapper = { [SERVED_MARK]: mark, style: { display: 'contents' } };
  // Different keys: React replaces the served markup rather than add the rendered part to it.
  return served !== undefined && servedShowing === showing ? (
    <div key="served" {...wrapper} dangerouslySetInnerHTML={{ __html: served }} />
  ) : (
    <div key="rendered" {...wrapper}>
      {children}
    </div>
  );
}
