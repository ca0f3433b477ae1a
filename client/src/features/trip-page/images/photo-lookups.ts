/**
 * What to search for when a picture is missing (docs/product/traveller.md, sections 7 and 9): a few
 * queries, most specific first; the first result with a photo wins, at the width asked for.
 */

/** Image widths (docs/product/traveller.md, section 9). */
export const HERO_PHOTO_WIDTH = 1600;
export const PLACE_PHOTO_WIDTH = 400;
export const HOTEL_PHOTO_WIDTH = 800;
const MAX_QUERIES = 5;

/** The photo URL with its maxWidth (or maxwidth) parameter set to this width. */
export function withPhotoWidth(photoUrl: string, width: number): string {
  const [path, query = ''] = photoUrl.split('?', 2);
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (name.toLowerCase() === 'maxwidth') params.delete(name);
  params.set('maxWidth', String(width));
  return `${path}?${params.toString()}`;
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

function distinct(queries: string[]): string[] {
  const seen = new Set<string>();
  return queries.filter((query) => {
    const key = query.toLowerCase();
    if (!query || seen.has(key)) return false;
    seen.add(key);
    return true;
  }).slice(0, MAX_QUERIES);
}

export function destinationPhotoQueries(destination: string, country: string): string[] {
  return distinct([joined(destination, country), joined(destination, country, 'landmarks'), destination.trim()]);
}

export function activityPhotoQueries(activity: { title: string; address?: string | null; city?: string | null }): string[] {
  return distinct([activity.address ? joined(activity.title, activity.address) : '', activity.city ? joined(activity.title, activity.city) : '', activity.title.trim()]);
}

/** A stay: its name where it is, then the kind of stay its name suggests, then any hotel there. */
export function hotelPhotoQueries(hotel: { name: string; location?: string | null }): string[] {
  const where = hotel.location?.trim() ?? '';
  const name = hotel.name.toLowerCase();
  const kind = name.includes('ryokan') ? 'ryokan' : name.includes('luxury') ? 'luxury hotel' : name.includes('boutique') ? 'boutique hotel' : undefined;
  const city = where.split(',')[0]?.trim();
  return distinct([joined(hotel.name, where), joined(hotel.name, city), kind && city ? `${kind} in ${city}` : '', where ? `hotel in ${where}` : '']);
}
