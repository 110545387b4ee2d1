import { useEffect, useState } from 'react';

/**
 * False in the server's markup and while the browser hydrates it, true once this part's code
 * runs. A part hydrated after its page (the review forms) marks its form with it
 * (`data-running`), so the browser suite fills the form only once its code has taken it over:
 * before that, what is typed is not the form's yet.
 */
export function useRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}
