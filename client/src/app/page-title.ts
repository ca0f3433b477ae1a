/**
 * The browser-tab title comes from the path (spec): 'Home' for /, otherwise the last path
 * segment with its first letter capitalised: /my-trips -> 'My-trips', /admin/users -> 'Users'.
 */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).at(-1);
  if (!last) return 'Home';
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as typed.
  }
  return segment.charAt(0).toUpperCase() + segment.slice(1);
}

/** The tab's title: the path's title, then the site's name (an admin's Site Name), e.g. 'Home | Odyssey'. */
export function documentTitle(pathname: string, siteName: string): string {
  return `${titleFromPath(pathname)} | ${siteName}`;
}
