/**
 * Footer and social links whose pages do not exist yet. Each opens /coming-soon/<slug>,
 * which says so plainly instead of pretending.
 */
export const placeholderPages = {
  careers: 'Careers',
  press: 'Press',
  blog: 'Blog',
  'help-center': 'Help Center',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  contact: 'Contact Us',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
} as const;

export type PlaceholderSlug = keyof typeof placeholderPages;

export const placeholderPath = (slug: PlaceholderSlug) => `/coming-soon/${slug}`;

export function placeholderLabel(slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(placeholderPages, slug) ? placeholderPages[slug as PlaceholderSlug] : undefined;
}
