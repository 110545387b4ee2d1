import { useEffect, useState } from 'react';

const secondsUntil = (end: number) => Math.max(0, Math.ceil((end - Date.now()) / 1000));

/** The whole seconds left until `instant`, redrawn every second, never below zero. */
export function useSecondsLeft(instant: string): number {
  const end = Date.parse(instant);
  const [left, setLeft] = useState(() => secondsUntil(end));
  useEffect(() => {
    setLeft(secondsUntil(end));
    const timer = setInterval(() => setLeft(secondsUntil(end)), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(left) ? 0 : left;
}
