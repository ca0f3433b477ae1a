import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page has been asked to print (the Print button or the browser's own print command):
 * false until then, true from the moment the browser announces printing. Content that only
 * the printout needs (the days behind 'Show full itinerary') is rendered then, synchronously,
 * so the printout has it while a phone opening the page never builds it.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing) return;
    // The browser lays the printout out right after this event: the update must be in the DOM by then.
    const beforePrint = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', beforePrint);
    return () => window.removeEventListener('beforeprint', beforePrint);
  }, [printing]);
  return printing;
}
