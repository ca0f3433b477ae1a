/**
 * The structure of a destination file as JSON Schema, checked by ajv. It mirrors
 * guide.types.ts field for field; rules that span several fields live in guide-validate.ts.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { INTERESTS, PLACE_CATEGORIES } from './guide.types.js';

const KEBAB_ID = '^[a-z0-9]+(-[a-z0-9]+)*$';

const choice = (values: ReadonlyArray<string | number>) => ({
  type: typeof values[0] === 'number' ? 'integer' : 'string',
  enum: [...values],
});
const text = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength });
const name = text(2, 120);
const id = { type: 'string', pattern: KEBAB_ID, maxLength: 80 };
const latLng = {
  lat: { type: 'number', minimum: -90, maximum: 90 },
  lng: { type: 'number', minimum: -180, maximum: 180 },
};

/** Every object lists all its fields, its required ones, and refuses others. */
const recordOf = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
/** When a fact was last confirmed against a public source, and which (AUTHORING.md, "Facts and words"). */
const checked = recordOf({ on: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, source: { type: 'string', pattern: '^https?://', maxLength: 500 } });

const record = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  properties,
});

const place = record(
  {
    id,
    name,
    category: choice(PLACE_CATEGORIES),
    interests: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: choice(INTERESTS) },
    neighbourhood: id,
    address: text(3, 200),
    durationMin: { type: 'integer', minimum: 30, maximum: 480 },
    hours: text(3, 200),
    price: choice([0, 1, 2, 3, 4]),
    popularity: choice([1, 2, 3, 4, 5]),
    kidFriendly: { type: 'boolean' },
    dayTrip: { type: 'boolean' },
    mustSee: { const: true },
    description: text(60, 300),
    checked,
    closedUntil: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    ...latLng,
  },
  ['dayTrip', 'mustSee', 'checked', 'closedUntil'],
);

const meal = record(
  {
    name,
    kind: choice(['venue', 'area']),
    meal: choice(['lunch', 'dinner', 'both']),
    price: choice([1, 2, 3, 4]),
    description: text(40, 250),
    checked,
    ...latLng,
  },
  ['checked'],
);

const neighbourhood = record({ id, name, base: id, meals: { type: 'array', items: meal }, ...latLng }, ['base']);

const STAY_TYPES = ['hostel', 'guesthouse', 'budget hotel', 'mid-range hotel', 'boutique hotel', 'upscale hotel', 'luxury hotel', 'resort', 'ryokan', 'apartment'];

const stay = record({
  level: choice([1, 2, 3, 4, 5]),
  name,
  type: choice(STAY_TYPES),
  neighbourhood: id,
  priceMin: { type: 'number', exclusiveMinimum: 0 },
  priceMax: { type: 'number', exclusiveMinimum: 0 },
  description: text(40, 250),
  ...latLng,
});

const MAX_RADIUS_KM = 40;
const radiusKm = { type: 'number', exclusiveMinimum: 0, maximum: MAX_RADIUS_KM };

const base = record({ id, name, radiusKm, ...latLng });

// Only the description has a documented length; the other limits catch empty or runaway text.
const overview = record({
  description: text(250, 900),
  bestTimeToVisit: text(20, 900),
  travelTips: { type: 'array', minItems: 4, maxItems: 8, items: text(10, 400) },
  customs: text(20, 900),
  transportationTips: text(20, 900),
  safetyTips: text(20, 900),
});

export const destinationSchema = record(
  {
    id,
    name,
    aliases: { type: 'array', uniqueItems: true, items: name },
    kind: choice(['city', 'region', 'country']),
    country: name,
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
    timezone: text(3, 64),
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    languages: { type: 'array', minItems: 1, uniqueItems: true, items: name },
    radiusKm,
    bases: { type: 'array', minItems: 1, items: base },
    overview,
    neighbourhoods: { type: 'array', items: neighbourhood },
    places: { type: 'array', items: place },
    stays: { type: 'array', items: stay },
    ...latLng,
  },
  ['bases'],
);

const ajv = new Ajv({ allErrors: true, strict: true });
const checkStructure = ajv.compile(destinationSchema);

/** Structural errors as readable lines, e.g. 'places/3 ("louvre")/price: must be one of 0, 1, 2, 3, 4'. */
export function schemaErrors(destination: unknown): string[] {
  if (checkStructure(destination)) return [];
  return (checkStructure.errors ?? []).map((error) => `${locate(error.instancePath, destination)}: ${describe(error)}`);
}

/** The JSON path, with the id of the place or neighbourhood it points into when there is one. */
function locate(instancePath: string, destination: unknown): string {
  if (instancePath === '') return '(root)';
  const where = instancePath.slice(1);
  const item = /^(places|neighbourhoods|bases)\/(\d+)/.exec(where);
  if (!item) return where;
  const list = (destination as Record<string, unknown>)[item[1]];
  const id = Array.isArray(list) ? (list[Number(item[2])] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? `${item[0]} ("${id}")${where.slice(item[0].length)}` : where;
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown field "${error.params.additionalProperty}"`;
    case 'required':
      return `missing field "${error.params.missingProperty}"`;
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    default:
      return error.message ?? error.keyword;
  }
}
