export { ToastProvider } from './ToastProvider';
export { useToast } from './useToast';
export { TOAST_DEFAULT_DURATION, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD } from './toast-context';
export type { ToastHandle, ToastOptions, ToastVariant } from './toast-context';
