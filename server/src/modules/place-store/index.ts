/**
 * The place store's public surface: places imported from OpenStreetMap extracts, and the
 * lookups the generation pipeline grounds model proposals in. Anything not exported here is
 * the module's own business (the boundaries lint rule keeps it so).
 */
export { importExtract, type ImportSummary } from './import-extract.js';
export { ExtractError } from './read-extract.js';
export { nameMatch, namesMentioned } from './place-names.js';
export { PlaceStore, type NearOptions, type StoredPlace } from './place-store.service.js';
export { LOCALITY_CATEGORIES, MEAL_CATEGORIES, SIGHT_CATEGORIES, STAY_CATEGORIES, STORE_CATEGORIES, VENUE_CATEGORIES, type StoreCategory } from './osm-tags.js';
export type { StorePlace } from './store-place.js';
export { StoreImportRow, StorePlaceRow } from './store-place.entity.js';
export { nominatimLocate, nominatimSearch, overpassSearch, OsmServiceError, type ServicePlace } from './osm-services.js';
export { destinationFromStore, MIN_STORE_SIGHTS, STORE_RADIUS_KM, type StoreDestinationSetting } from './store-destination.js';
export { ImportedAreas } from './imported-areas.js';
