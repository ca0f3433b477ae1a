import { createContext, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** milliseconds before it closes by itself; Infinity keeps it until dismissed */
  duration?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export interface ToastItem extends ToastOptions {
  id: string;
  /** false while the toast animates out */
  open: boolean;
}

export interface ToastContextValue {
  toasts: readonly ToastItem[];
  toast: (options: ToastOptions) => ToastHandle;
  /** dismisses one toast, or every toast when no id is given */
  dismiss: (id?: string) => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);

/** docs/product/traveller.md, section 9: one visible toast at a time, 5 s by default, swipe right past 50 px to dismiss. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
