import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true right after it, in a render of its own (a transition). A page
 * shows its first screen with the rest held back by this, so no single task has to create the
 * elements and insert the styles of the whole page: a phone stays responsive while it starts.
 */
export function useSecondRender(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
