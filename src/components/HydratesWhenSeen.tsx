import { Suspense, useId, type ReactNode } from 'react';
import { SEEN_MARK, whenSeen } from './whenSeen';
import { WaitsItsTurn } from './WaitsItsTurn';

const atOnce = () => undefined;

/**
 * A part of a server-rendered page that the browser hydrates only when it comes near the screen
 * (then in its turn, decision 068), or at once when the visitor touches, clicks or tabs into it
 * first (decision 052): until then the server's markup stays, links work as links, and the part
 * costs the phone nothing. A page reached in the browser renders it at once. Like `HydratesApart`,
 * put it under a memo; and not around a form, whose early input is given back when the page is
 * ready (decision 039). Only inside a page, never in the layout around the pages: a change of
 * page reaches every part outside it that is not yet hydrated (React cannot tell whether the part
 * reads the location), and the new page would wait until that part is seen.
 *
 * `now` hydrates it at once: for a part whose server markup no longer says what the store says
 * (a card whose excursion the stored cart holds), which a visitor could otherwise hear or press
 * as it was. The wrapper is `display: contents`, so the part is laid out as if it were not there.
 */
export function HydratesWhenSeen({
  now = false,
  children,
}: {
  now?: boolean;
  children: ReactNode;
}) {
  const mark = useId();
  return (
    <div {...{ [SEEN_MARK]: mark }} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <WaitsItsTurn mark={mark} until={now ? atOnce : whenSeen}>
          {children}
        </WaitsItsTurn>
      </Suspense>
    </div>
  );
}
