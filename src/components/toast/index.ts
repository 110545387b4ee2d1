export {
  ToastProvider,
  TOAST_LIMIT,
  TOAST_DURATION_MS,
  SUCCESS_TOAST_DURATION_MS,
} from './ToastProvider';
export { useToast, type Toast } from './useToast';
