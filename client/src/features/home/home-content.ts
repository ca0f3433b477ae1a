/**
 * The home page's marketing words and pictures above the fold (docs/product/traveller.md, section 1);
 * the sections below the planner have theirs in home-sections-content.ts, so their words
 * load with their chunk rather than on the first paint.
 * Functions take the product (site) name so a renamed instance reads right.
 */
import alpineLake from '../../assets/hero/alpine-lake.svg';
import cityDusk from '../../assets/hero/city-dusk.svg';
import coastalSunset from '../../assets/hero/coastal-sunset.svg';

export const HERO_ROTATION_MS = 6000;

/** The first slide is also the first-paint shell's picture (client/vite/home-shell.ts). */
export const heroSlides = [
  { image: alpineLake, caption: 'Mountain lakes at first light' },
  { image: coastalSunset, caption: 'Clifftop villages at sunset' },
  { image: cityDusk, caption: 'City lights by the river' },
] as const;

// The hero's words live beside this module: the build also writes them into index.html's
// first-paint shell (client/vite/home-shell.ts), which cannot import the pictures above.
export { hero } from '../../content/hero-words';
