/** What a shared trip says, and the share links of the fallback dialog. */

export interface ShareableTrip {
  title: string;
  destination: string;
  country: string;
  /** activity titles in itinerary order */
  activities: readonly string[];
  url: string;
}

export const SHARED_ACTIVITY_LIMIT = 3;

export function shareText(trip: ShareableTrip): string {
  const place = trip.country && trip.country !== trip.destination ? `${trip.destination}, ${trip.country}` : trip.destination;
  const lines = [`Check out my trip to ${place}!`];
  const highlights = trip.activities.slice(0, SHARED_ACTIVITY_LIMIT);
  if (highlights.length > 0) lines.push('', 'Highlights:', ...highlights.map((title) => `• ${title}`));
  return lines.join('\n');
}

export function shareLinks(trip: ShareableTrip): { label: 'Email' | 'Twitter' | 'Facebook' | 'WhatsApp'; href: string }[] {
  const text = shareText(trip);
  const url = encodeURIComponent(trip.url);
  return [
    { label: 'Email', href: `mailto:?subject=${encodeURIComponent(trip.title)}&body=${encodeURIComponent(`${text}\n\n${trip.url}`)}` },
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${url}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text}\n\n${trip.url}`)}` },
  ];
}

/** What a trip's link shows, said wherever the link is handed out: the plan, never the wallet. */
export const WHAT_A_LINK_SHOWS =
  "Anyone with this link can see the trip's itinerary, stays and map. The Trip Wallet (tickets, bookings and documents) stays private to the trip's travellers.";
