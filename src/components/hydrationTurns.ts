/**
 * The parts of a server-rendered page hydrate one at a time, each in a task of its own (decision
 * 068). React hydrates every part that is ready in one pass and commits them together: on the
 * home page that commit walked the header, the banner, the search bar, the offers and the footer
 * at once, the load's longest task. Here a part waits for its turn; the next turn comes in a new
 * task once the part before has been committed (or, if it waits for code that has not arrived, a
 * little later). A visitor's tap, click, tab or key ends the waiting of every part at once, so
 * that what the visitor reached hydrates within the event (decision 052).
 */

import { REACHING_EVENTS } from './nearTheScreen';

/**
 * React's `use` reads a promise's `status` before it waits on it (and marks it 'pending' when it
 * does): a promise settled within an event lets the part hydrate within that event.
 */
export type Tracked = Promise<void> & { status?: string };

/** A promise and what settles it, marked fulfilled as it settles. */
export function tracked(): { promise: Tracked; settle: () => void } {
  let resolve = () => {};
  const promise: Tracked = new Promise<void>((done) => (resolve = done));
  const settle = () => {
    if (promise.status === 'fulfilled') return;
    promise.status = 'fulfilled';
    resolve();
  };
  return { promise, settle };
}

/** How long a part may hold the turn while it waits for its code. */
const LONGEST_TURN_MS = 100;

interface Turn {
  mark: string;
  settle: () => void;
}

const queue: Turn[] = [];
let current: Turn | undefined;
let giveUp: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function next() {
  if (current) return;
  current = queue.shift();
  if (!current) return;
  const turn = current;
  giveUp = setTimeout(() => turnTaken(turn.mark), LONGEST_TURN_MS);
  turn.settle();
}

function everyoneNow() {
  for (const turn of queue.splice(0)) turn.settle();
}

/** In capture on the window: before React's own listeners, which hydrate the part reached. */
function listen() {
  if (listening) return;
  listening = true;
  for (const type of REACHING_EVENTS)
    window.addEventListener(type, everyoneNow, { capture: true, passive: true });
}

/** Queues the part `mark`; `settle` is called when its turn comes. */
export function queueForTurn(mark: string, settle: () => void) {
  listen();
  queue.push({ mark, settle });
  if (!current && queue.length === 1) setTimeout(next, 0);
}

/** The part `mark` has been committed (or gave up its turn): the next one goes, in a new task. */
export function turnTaken(mark: string) {
  if (current?.mark !== mark) return;
  clearTimeout(giveUp);
  current = undefined;
  setTimeout(next, 0);
}

const turns = new Map<string, Tracked>();

/** A promise that settles when it is the part `mark`'s turn to hydrate. */
export function whenItsTurn(mark: string): Promise<void> {
  const known = turns.get(mark);
  if (known) return known;
  const { promise, settle } = tracked();
  queueForTurn(mark, settle);
  turns.set(mark, promise);
  return promise;
}
