/**
 * Where map tiles come from. The public settings have no tile URL yet, so the default is
 * OpenStreetMap's; when tiles cannot load (offline installs) the map draws an offline base map.
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** with no tile loaded after this long, the tiles count as unavailable */
export const TILE_TIMEOUT_MS = 5000;
