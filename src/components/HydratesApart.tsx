import { Suspense, useId, type ReactNode } from 'react';
import { whenItsTurn } from './hydrationTurns';
import { WaitsItsTurn } from './WaitsItsTurn';

/**
 * A part of a server-rendered page that the browser hydrates on its own: a Suspense boundary,
 * which React hydrates after the part around it, in its turn (one part per task, decision 068),
 * in short slices that give way to the visitor's input, instead of in one long task with the
 * whole page. The server renders it in full and it never shows a fallback, unless it holds a
 * lazy part whose code has not arrived on a page reached in the browser.
 *
 * A boundary not yet hydrated is hydrated at once, in one piece, when its parent renders again
 * with an urgent update: put it under a component that does not (a memo, or no store reads).
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  const mark = useId();
  return (
    <Suspense fallback={null}>
      <WaitsItsTurn mark={mark} until={whenItsTurn}>
        {children}
      </WaitsItsTurn>
    </Suspense>
  );
}
