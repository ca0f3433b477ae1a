/**
 * The home page's marketing words and pictures above the fold (traveller spec, section 1);
 * the sections below the planner have theirs in home-sections-content.ts, so their words
 * load with their chunk rather than on the first paint.
 * Functions take the product (site) name so a renamed instance reads right.
 */
import alpineLake from '../../assets/hero/alpine-lake.svg';
import cityDusk from '../../assets/hero/city-dusk.svg';
import coastalSunset from '../../assets/hero/coastal-sunset.svg';

export const HERO_ROTATION_MS = 6000;

export const heroSlides = [
  { image: alpineLake, caption: 'Mountain lakes at first light' },
  { image: coastalSunset, caption: 'Clifftop villages at sunset' },
  { image: cityDusk, caption: 'City lights by the river' },
] as const;

export const hero = {
  overline: 'AI trip planner',
  title: (product: string) => `Plan your perfect trip with ${product}`,
  lead: 'Tell us where, when and what you love. Our AI plans every day of it: sights, meals, routes and places to stay.',
  formTab: 'Form',
  chatTab: 'Chat',
};
