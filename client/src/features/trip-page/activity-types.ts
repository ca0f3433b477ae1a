/**
 * The six activity types: their names, icons and colours, and the keyword inference for an
 * activity whose type is missing or 'other' (docs/product/traveller.md, section 3).
 */
import CameraIcon from '@mui/icons-material/PhotoCameraRounded';
import ExploreIcon from '@mui/icons-material/ExploreRounded';
import HotelIcon from '@mui/icons-material/HotelRounded';
import MallIcon from '@mui/icons-material/LocalMallRounded';
import RestaurantIcon from '@mui/icons-material/RestaurantRounded';
import TransitIcon from '@mui/icons-material/DirectionsTransitRounded';

export const ACTIVITY_TYPES = ['sightseeing', 'meal', 'lodging', 'transportation', 'shopping', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_TYPE_INFO: Record<ActivityType, { label: string; color: string; Icon: typeof CameraIcon }> = {
  sightseeing: { label: 'Sightseeing', color: '#0B6E79', Icon: CameraIcon },
  meal: { label: 'Food & drink', color: '#B8432A', Icon: RestaurantIcon },
  lodging: { label: 'Lodging', color: '#6D5BD0', Icon: HotelIcon },
  transportation: { label: 'Transport', color: '#2A63C8', Icon: TransitIcon },
  shopping: { label: 'Shopping', color: '#B83A72', Icon: MallIcon },
  other: { label: 'Other', color: '#56707A', Icon: ExploreIcon },
};

const KEYWORDS: [ActivityType, RegExp][] = [
  ['meal', /\b(breakfast|brunch|lunch|dinner|meal|restaurant|caf[eé]|coffee|food|eat|dining|tasting|bistro|pub|snack|tapas|street food|izakaya)\b/i],
  ['lodging', /\b(hotel|check[- ]?in|check[- ]?out|hostel|resort|ryokan|guesthouse|accommodation|lodge|inn)\b/i],
  ['transportation', /\b(train|flight|airport|bus|ferry|taxi|transfer|drive|metro|subway|station|shuttle|tram|cable car)\b/i],
  ['shopping', /\b(shop|shops|shopping|market|mall|boutique|souvenirs?|bazaar|store)\b/i],
  ['sightseeing', /\b(museum|temple|tour|visit|park|palace|castle|cathedral|church|gallery|monument|views?|viewpoint|garden|shrine|tower|bridge|square|beach|hike|old town|landmark)\b/i],
];

const isActivityType = (value: string): value is ActivityType => (ACTIVITY_TYPES as readonly string[]).includes(value);

export function activityTypeOf(type: string | null | undefined, title: string): ActivityType {
  const given = (type ?? '').trim().toLowerCase();
  if (isActivityType(given) && given !== 'other') return given;
  return KEYWORDS.find(([, words]) => words.test(title))?.[0] ?? 'other';
}
