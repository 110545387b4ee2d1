import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';
import { SEEN_MARK, whenSeen } from './whenSeen';

const noSubscription = () => () => undefined;

/**
 * While React hydrates the server's page (it reads the server's snapshot then), and only in the
 * browser, waits for the part to be seen. A render in the browser (a page reached by a link, the
 * part updated after hydrating) never waits.
 */
function WaitsToBeSeen({
  mark,
  now,
  children,
}: {
  mark: string;
  now: boolean;
  children: ReactNode;
}) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const seen = hydrating && !now && typeof document !== 'undefined' ? whenSeen(mark) : undefined;
  if (seen) use(seen);
  return children;
}

/**
 * A part of a server-rendered page that the browser hydrates only when it comes near the screen,
 * or when the visitor touches, clicks or tabs into it first (decision 052): until then the server's
 * markup stays, links work as links, and the part costs the phone nothing. A page reached in the
 * browser renders it at once. Like `HydratesApart`, put it under a memo; and not around a form,
 * whose early input is given back when the page is ready (decision 039).
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
        <WaitsToBeSeen mark={mark} now={now}>
          {children}
        </WaitsToBeSeen>
      </Suspense>
    </div>
  );
}
