import { useCallback, useEffect, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@/contract/limits';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The resend cooldown of docs/product.md, The rules: it starts when `running` turns true (the modal opens) and
 * again on `restart()` (a successful resend). Answers the seconds left, 0 when a resend may go.
 */
export function useResendCooldown(running: boolean, seconds = RESEND_COOLDOWN_SECONDS) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const restart = useCallback(() => {
    setDeadline(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, [seconds]);

  useEffect(() => {
    if (running) restart();
    else setDeadline(null);
  }, [running, restart]);

  useEffect(() => {
    if (deadline === null) {
      setSecondsLeft(0);
      return undefined;
    }
    setSecondsLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, restart };
}
