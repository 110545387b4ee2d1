import { createContext } from 'react';
import type { OptionsObject, SnackbarKey } from 'notistack';

/** Where toasts go: notistack itself once its code has arrived, the provider's queue until then. */
export interface ToastOutlet {
  enqueue(message: string, options: OptionsObject): SnackbarKey;
  /** Without a key: every toast. */
  close(key?: SnackbarKey): void;
}

export const ToastContext = createContext<ToastOutlet | null>(null);
