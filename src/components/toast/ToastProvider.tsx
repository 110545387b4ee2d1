import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OptionsObject } from 'notistack';
import { ErrorBoundary } from '../ErrorBoundary';
import { ToastContext, type ToastOutlet } from './outlet';

const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/**
 * Gives screens their toasts without putting notistack in every first page (decision 010): a toast
 * asked for before notistack has arrived waits here, in order, and the first one loads it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const notistack = useRef<ToastOutlet | null>(null);
  const waiting = useRef<[string, OptionsObject][]>([]);
  const lastKey = useRef(0);
  const [wanted, setWanted] = useState(false);

  const toasts = useMemo<ToastOutlet>(
    () => ({
      enqueue(message, options) {
        // Our own keys, so that a waiting toast can be dismissed before it is shown.
        const keyed = { ...options, key: options.key ?? `toast-${(lastKey.current += 1)}` };
        if (notistack.current) return notistack.current.enqueue(message, keyed);
        waiting.current.push([message, keyed]);
        setWanted(true);
        return keyed.key;
      },
      close(key) {
        if (notistack.current) return notistack.current.close(key);
        waiting.current =
          key === undefined ? [] : waiting.current.filter(([, options]) => options.key !== key);
      },
    }),
    [],
  );

  const attach = useCallback((ready: ToastOutlet) => {
    notistack.current = ready;
    for (const [message, options] of waiting.current.splice(0)) ready.enqueue(message, options);
    return () => {
      notistack.current = null;
    };
  }, []);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {wanted && (
        // Without its chunk (e.g. removed by a release since the page loaded) the page goes on
        // without toasts rather than failing as a whole.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <Toaster onReady={attach} />
          </Suspense>
        </ErrorBoundary>
      )}
    </ToastContext.Provider>
  );
}
