import { useEffect, useRef, useState } from 'react';
import { HYDRATES_LATER, RUNNING } from '@/app/earlyInput/fields';
import { giveBackToThePart } from '@/app/earlyInput/giveBack';

/**
 * The attributes of a form that hydrates after its page (the review forms). The server's markup
 * marks it `data-hydrates-later`; once its code runs, what the visitor typed into it or sent
 * before is given back to it (decision 039), and it is marked `data-running`: the browser suite
 * waits for that mark to show the form works.
 */
export function useLaterForm() {
  const ref = useRef<HTMLFormElement>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (ref.current) giveBackToThePart(ref.current);
    setRunning(true);
  }, []);
  return { ref, [HYDRATES_LATER]: '', [RUNNING]: running ? '' : undefined };
}
