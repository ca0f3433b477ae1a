import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_LIMIT, ToastContext, type ToastHandle, type ToastItem, type ToastOptions } from './toast-context';
import { ToastViewport } from './ToastViewport';

/** Holds the toasts and renders them in one notification region (see ToastViewport). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      // The newest toast replaces older ones: at most TOAST_LIMIT are ever shown.
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next) => setToasts((current) => current.map((t) => (t.id === id ? { ...t, ...next } : t))),
      };
    },
    [dismiss],
  );

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} onRemove={remove} />
    </ToastContext.Provider>
  );
}
