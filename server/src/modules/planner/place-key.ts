/**
 * One spelling for "the same place": lower case, no accents, no punctuation. Meal titles
 * ("Lunch at Angelina", "Dinner: Ramen around Kyoto Station") and day-trip titles
 * ("Day trip: Palace of Versailles") are reduced to the place they name.
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const MEAL_PREFIX = /^\s*(breakfast|brunch|lunch|dinner|supper)\b\s*(at\b|:)?\s*/i;
const DAY_TRIP_PREFIX = /^\s*day[\s-]trip\s*(to\b|:)?\s*/i;

/** kebab-case from any name, for ids: "Palácio da Bolsa" -> "palacio-da-bolsa" */
export function placeSlug(name: string): string {
  return placeKey(name).replace(/ /g, '-');
}

/** The place an activity title names. */
export function placeKeyOfTitle(title: string): string {
  return placeKey(title.replace(MEAL_PREFIX, '').replace(DAY_TRIP_PREFIX, ''));
}
