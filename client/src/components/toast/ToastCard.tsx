import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { TOAST_DEFAULT_DURATION, TOAST_SWIPE_THRESHOLD, type ToastItem } from './toast-context';

interface ToastCardProps {
  toast: ToastItem;
  onDismiss: () => void;
  onKeyboardDismiss: () => void;
  /** called once the exit animation has finished */
  onExited: () => void;
}

/** One toast: closes by itself after its duration (paused while hovered or focused), on its close button, on Escape, or on a swipe to the right. */
// The toast slides in from the right and out again: a CSS animation rather than MUI's Slide,
// whose transition machinery would otherwise be in every page's first download.
const ENTER_MS = 225;
const EXIT_MS = 195;
const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 24px))' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(calc(100% + 24px))' } });

export function ToastCard({ toast, onDismiss, onKeyboardDismiss, onExited }: ToastCardProps) {
  const { title, description, variant = 'default', duration = TOAST_DEFAULT_DURATION, open } = toast;
  const destructive = variant === 'destructive';
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const [swiping, setSwiping] = useState(false);
  const swipeStartX = useRef<number | null>(null);
  const remaining = useRef(duration);
  const paused = hovered || focused || swiping;

  const closeByTimer = useEffectEvent(() => onDismiss());
  const exited = useEffectEvent(() => onExited());

  // Once closed, the card is removed when its exit animation has played.
  useEffect(() => {
    if (open) return;
    const timer = window.setTimeout(exited, EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    remaining.current = duration;
  }, [duration]);

  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(closeByTimer, Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [open, paused, duration]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    swipeStartX.current = event.clientX;
    setSwiping(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (swipeStartX.current === null) return;
    const delta = Math.max(0, event.clientX - swipeStartX.current);
    if (delta > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setSwipeX(delta);
  };
  const endSwipe = () => {
    if (swipeStartX.current === null) return;
    swipeStartX.current = null;
    setSwiping(false);
    if (swipeX > TOAST_SWIPE_THRESHOLD) onDismiss();
    else setSwipeX(0);
  };

  return (
    <Box
      component="li"
      sx={{
        mt: 1,
        animation: open ? `${slideIn} ${ENTER_MS}ms cubic-bezier(0, 0, 0.2, 1)` : `${slideOut} ${EXIT_MS}ms cubic-bezier(0.4, 0, 0.6, 1) forwards`,
      }}
    >
      <Paper
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-variant={variant}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onKeyboardDismiss();
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endSwipe}
        onPointerCancel={endSwipe}
        elevation={0}
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          p: 2,
          pr: 1,
          borderRadius: '16px',
          touchAction: 'pan-y',
          userSelect: swipeX > 0 ? 'none' : undefined,
          transform: `translateX(${swipeX}px)`,
          opacity: swipeX > 0 ? Math.max(0.35, 1 - swipeX / 240) : 1,
          transition: !swiping ? 'transform 160ms ease, opacity 160ms ease' : 'none',
          boxShadow: `0 18px 40px -16px ${theme.alpha(theme.palette.text.primary, 0.45)}`,
          ...(destructive
            ? { bgcolor: 'error.main', color: 'error.contrastText' }
            : { bgcolor: 'background.paper', border: 1, borderColor: 'divider' }),
        })}
      >
        {destructive && <ErrorOutlineIcon sx={{ mt: 0.25 }} />}
        <Box sx={{ flex: 1, minWidth: 0, py: 0.25 }}>
          {title && (
            <Typography component="div" variant="subtitle2" sx={{ fontSize: '0.95rem' }}>
              {title}
            </Typography>
          )}
          {description && (
            <Typography component="div" variant="body2" sx={{ mt: title ? 0.25 : 0, opacity: destructive ? 0.95 : 1, color: destructive ? 'inherit' : 'text.secondary' }}>
              {description}
            </Typography>
          )}
        </Box>
        <IconButton size="small" aria-label="Close notification" onClick={onDismiss} sx={{ color: 'inherit', mt: -0.25 }}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Box>
  );
}
