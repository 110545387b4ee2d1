export { TOAST_LIMIT, TOAST_DURATION_MS, SUCCESS_TOAST_DURATION_MS } from './durations';
export { ToastProvider } from './ToastProvider';
export { useToast, type Toast } from './useToast';
