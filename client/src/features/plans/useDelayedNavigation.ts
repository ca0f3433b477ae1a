import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Navigates after a delay (the plans page's trial button waits 1 s: docs/product/accounts-admin.md), saying it
 * is pending meanwhile; leaving the page first cancels it.
 */
export function useDelayedNavigation(delayMs: number) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pending, setPending] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const go = (to: string) => {
    if (timer.current !== undefined) return;
    setPending(true);
    timer.current = setTimeout(() => navigate(to), delayMs);
  };
  return { pending, go };
}
