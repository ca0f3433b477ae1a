import { useContext } from 'react';
import { ToastContext, type ToastContextValue } from './toast-context';

/** `const { toast } = useToast(); toast({ title: 'Saved', description: '…' })` */
export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}
