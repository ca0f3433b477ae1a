import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a page's stages to show: 1 on the first render, then one more per render, each
 * a transition committed on its own, up to `stages`. A page shows its first screen with the
 * rest held back by this, so no single task has to create the elements and insert the styles
 * of the whole page: a phone's main thread is never held long while the page starts.
 */
export function useStagedRender(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    startTransition(() => setShown((current) => Math.min(stages, current + 1)));
  }, [shown, stages]);
  return Math.min(shown, Math.max(1, stages));
}
