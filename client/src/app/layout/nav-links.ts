/** The public navigation (docs/product/accounts-admin.md, section 2: Home, My Trips, About Us), shared by the top bar and the mobile menu. */
export const primaryNavLinks = [
  { label: 'Home', to: '/' },
  { label: 'My Trips', to: '/my-trips' },
  { label: 'About Us', to: '/about' },
] as const;

export const SIGN_IN_ROUTE = '/login';
