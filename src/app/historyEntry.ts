/**
 * Numbers this page's entry in the browser's history (`idx`), as react-router's browser history
 * does when it is made and finds no number; the start calls it in a task of its own (decision
 * 083), since Chrome's `replaceState` took 0.2–20 ms inside hydration's first slice. The router
 * then finds the number and writes nothing; an entry already numbered (a reload, back and
 * forward) keeps its own.
 */
export function numberHistoryEntry() {
  const state = history.state as { idx?: unknown } | null;
  if (state?.idx == null) history.replaceState({ ...state, idx: 0 }, '');
}
