import { useEffect, useState } from 'react';
import type { ReviewKind } from '@/contract/statuses';

/** Survives the reload that follows an excursion review (SPEC: the page reloads). */
const KEY = 'wat_review_posted';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether the visitor has just posted a review of this page, and the call that says so. The mark
 * outlives a reload once, then is gone: a later visit shows the form without the note.
 */
export function usePostedReview(kind: ReviewKind, id: number) {
  const mark = `${kind}:${id}`;
  const [posted, setPosted] = useState(false);
  // Read once, on the page the reload brought, after it hydrated: the server's page has no note.
  useEffect(() => {
    if (storage()?.getItem(KEY) !== mark) return;
    storage()?.removeItem(KEY);
    setPosted(true);
  }, [mark]);
  /** Before a reload the mark waits in the tab's storage; without one, the note shows at once. */
  const reviewPosted = ({ reloading }: { reloading: boolean }) => {
    if (reloading) storage()?.setItem(KEY, mark);
    else setPosted(true);
  };
  return { posted, reviewPosted };
}
