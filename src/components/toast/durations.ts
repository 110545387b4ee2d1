/** docs/product.md, Messages: at most 20 toasts; error and default ones last 4 s, success ones 2 s. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = 4000;
export const SUCCESS_TOAST_DURATION_MS = 2000;
