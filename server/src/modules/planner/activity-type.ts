/**
 * The activity types and the one place where a type is inferred from a title (docs/product/traveller.md,
 * section 3): when a type is missing or "other", the title's words decide, in this order:
 * meal words, lodging words, transport words, shopping words, sightseeing words.
 */
export const ACTIVITY_TYPES = ['lodging', 'meal', 'transportation', 'sightseeing', 'shopping', 'other'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const KEYWORDS: Array<[Exclude<ActivityType, 'other'>, string[]]> = [
  [
    'meal',
    ['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'meal', 'restaurant', 'cafe', 'café', 'bistro', 'brasserie', 'trattoria', 'osteria', 'taverna', 'tavern', 'eatery', 'food hall', 'food court', 'street food', 'dining', 'picnic', 'tapas', 'izakaya', 'bakery', 'coffee'],
  ],
  [
    'lodging',
    ['hotel', 'hostel', 'check-in', 'check in', 'check-out', 'check out', 'checkout', 'resort', 'ryokan', 'guesthouse', 'guest house', 'accommodation', 'lodging', 'inn', 'motel', 'villa'],
  ],
  [
    'transportation',
    ['flight', 'fly', 'airport', 'train', 'transfer', 'bus', 'ferry', 'taxi', 'drive', 'travel to', 'depart', 'departure', 'arrive', 'arrival', 'metro', 'subway', 'shuttle', 'car rental', 'rental car', 'return to'],
  ],
  [
    'shopping',
    ['shop', 'shops', 'shopping', 'market', 'markets', 'mall', 'boutique', 'boutiques', 'souvenir', 'souvenirs', 'bazaar', 'souk', 'outlet', 'store', 'department store', 'flea'],
  ],
  [
    'sightseeing',
    ['visit', 'tour', 'sightseeing', 'museum', 'gallery', 'palace', 'castle', 'cathedral', 'church', 'temple', 'shrine', 'mosque', 'synagogue', 'monument', 'memorial', 'tower', 'park', 'garden', 'gardens', 'beach', 'view', 'viewpoint', 'lookout', 'square', 'bridge', 'old town', 'ruins', 'fort', 'fortress', 'basilica', 'zoo', 'aquarium', 'walk', 'explore', 'hike', 'cruise', 'statue', 'landmark', 'waterfall', 'island', 'day trip', 'village', 'district', 'quarter'],
  ],
];

const MATCHERS = KEYWORDS.map(([type, words]) => [type, new RegExp(`(^|[^\\p{L}])(${words.map(escape).join('|')})($|[^\\p{L}])`, 'iu')] as const);

/** The type a title's words suggest; 'other' when no keyword matches. */
export function inferActivityType(title: string): ActivityType {
  return MATCHERS.find(([, pattern]) => pattern.test(title))?.[0] ?? 'other';
}

/** An activity's type: its own when it is a known type other than "other", else inferred from the title. */
export function activityTypeOf(activity: { title?: string; type?: string }): ActivityType {
  const given = activity.type?.toLowerCase().trim();
  if (isActivityType(given) && given !== 'other') return given;
  return inferActivityType(activity.title ?? '');
}

export function isActivityType(type: string | undefined): type is ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(type ?? '');
}

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A rest break (docs/quality.md check 15): an hour or two with nothing booked, shown as its own
 * item so that a quiet afternoon reads as intended. It is not a visit: it neither counts towards
 * the day's pace nor repeats a place.
 */
export const REST_BREAK_TITLE = 'Rest break';

export function isRestBreak(activity: { title?: string }): boolean {
  return (activity.title ?? '').trim().toLowerCase().startsWith(REST_BREAK_TITLE.toLowerCase());
}

/** A visit: not a meal, a journey, the stay or a rest break (what pace, daylight and relevance look at). */
export function isVisit(activity: { title?: string; type?: string }): boolean {
  const type = activityTypeOf(activity);
  return type !== 'meal' && type !== 'transportation' && type !== 'lodging' && !isRestBreak(activity);
}
