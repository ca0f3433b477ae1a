import { useEffect, useState, type RefObject } from 'react';

/** how close to the viewport the placeholder must come for the content to load (any scroll loads it anyway) */
const NEAR_VIEWPORT = '200px 0px';
const INTERACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Whether below-the-fold content should be shown yet: once its placeholder comes near the
 * viewport, or as soon as the visitor does anything (scrolls, types, taps), whichever is first.
 * Until then its code is not downloaded nor run, which keeps the first load small and the page
 * responsive while it starts; a keyboard user's first Tab loads it long before focus gets there.
 * Without IntersectionObserver (very old browsers) the content shows at once.
 */
export function useNearViewport(placeholder: RefObject<HTMLElement | null>): boolean {
  const [show, setShow] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (show || !element) return;
    const reveal = () => setShow(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reveal(), { rootMargin: NEAR_VIEWPORT });
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, reveal, { once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, reveal);
    };
  }, [placeholder, show]);

  return show;
}
