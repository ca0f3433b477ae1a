/**
 * The browser-tab title. It follows the path (docs/product/traveller.md, section 2): 'Home' for /, otherwise the last
 * path segment with its first letter capitalised. That rule names tabs 'My-trips' and, on a
 * trip page, after the trip's id ('D3b98bce-968a-…'). We depart from it on purpose (issue 17):
 * a tab is how a traveller finds the page among many, so the segment is read as words
 * ('My Trips'), a route whose path holds an id names itself in its `handle` ('Trip'), and a
 * page can give a better name once it knows one (the trip page: 'Lisbon trip').
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
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The tab's title: the page's name, then the site's name (an admin's Site Name), e.g. 'My Trips | Odyssey'. */
export function documentTitle(pageName: string, siteName: string): string {
  return `${pageName} | ${siteName}`;
}

/** What a route may declare in its `handle`: the tab's name when its path is no name (it holds an id). */
export interface TitledRouteHandle {
  title?: string;
}
