import { useCallback, useState } from 'react';

export type ImageLoadState = 'loading' | 'loaded' | 'failed';

/**
 * Whether an <img> of this source has loaded or failed. The state belongs to one source (a
 * new source starts loading again), and `reload` mounts a fresh <img> through `imgKey`.
 */
export function useImageLoad(src: string | null | undefined) {
  const [tries, setTries] = useState(0);
  const [seen, setSeen] = useState<{ key: string; state: ImageLoadState } | null>(null);
  const imgKey = `${src ?? ''}#${tries}`;
  const state: ImageLoadState = seen?.key === imgKey ? seen.state : 'loading';
  const onLoad = useCallback(() => setSeen({ key: imgKey, state: 'loaded' }), [imgKey]);
  const onError = useCallback(() => setSeen({ key: imgKey, state: 'failed' }), [imgKey]);
  const reload = useCallback(() => setTries((n) => n + 1), []);
  return { state, imgKey, onLoad, onError, reload };
}
