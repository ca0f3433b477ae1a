import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { ToastItem } from './toast-context';
import { ToastCard } from './ToastCard';

interface ToastViewportProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  onRemove: (id: string) => void;
}

export const TOAST_HOTKEY = 'F8';

/**
 * The notification region: a landmark that is always in the page (so screen readers hear
 * toasts as they arrive) and that F8 focuses from anywhere. Escape inside it dismisses the
 * toast and returns focus to where the user was.
 */
export function ToastViewport({ toasts, onDismiss, onRemove }: ToastViewportProps) {
  const regionRef = useRef<HTMLElement>(null);
  const focusBeforeHotkey = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      if (!region.contains(document.activeElement)) focusBeforeHotkey.current = document.activeElement as HTMLElement | null;
      region.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const restoreFocus = () => {
    const previous = focusBeforeHotkey.current;
    focusBeforeHotkey.current = null;
    if (previous?.isConnected) previous.focus();
  };

  const dismissFromKeyboard = (id: string) => {
    onDismiss(id);
    restoreFocus();
  };

  const hasToasts = toasts.length > 0;

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.target === regionRef.current) restoreFocus();
      }}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        bottom: { xs: 12, sm: 24 },
        right: { xs: 12, sm: 24 },
        left: { xs: 12, sm: 'auto' },
        width: { sm: 400 },
        borderRadius: '20px',
        pointerEvents: hasToasts ? 'auto' : 'none',
      }}
    >
      <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {toasts.map((item) => (
          <ToastCard
            key={item.id}
            toast={item}
            onDismiss={() => onDismiss(item.id)}
            onKeyboardDismiss={() => dismissFromKeyboard(item.id)}
            onExited={() => onRemove(item.id)}
          />
        ))}
      </Box>
    </Box>
  );
}
