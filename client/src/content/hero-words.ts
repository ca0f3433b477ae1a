/**
 * The home hero's words (docs/product/traveller.md, section 1). Kept free of imports so that the build can
 * read them too: it writes the same words into index.html as the page's first paint.
 * Functions take the product (site) name so a renamed instance reads right.
 */
export const hero = {
  overline: 'AI trip planner',
  title: (product: string) => `Plan your perfect trip with ${product}`,
  lead: 'Tell us where, when and what you love. Our AI plans every day of it: sights, meals, routes and places to stay.',
  formTab: 'Form',
  chatTab: 'Chat',
};
