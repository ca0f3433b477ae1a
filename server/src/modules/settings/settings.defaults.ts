/** The admin settings and their defaults (docs/product/accounts-admin.md, section 3, "Settings form"). */
export interface SiteSettingsValues {
  siteName: string;
  supportEmail: string;
  maintenanceMode: boolean;
  analyticsEnabled: boolean;
  openaiModel: string;
  openaiTemperature: number;
  googlePlacesEnabled: boolean;
  /** days a temporary (unsaved) trip is kept */
  tripCacheDuration: number;
  /** the trip map's tile server, a Leaflet URL template: https://… or /… with {z}, {x} and {y} */
  mapTileUrl: string;
  /** credit for the tiles, plain text, shown on the map */
  mapTileAttribution: string;
  /** where the credit links to: https://…, or '' for no link */
  mapTileAttributionUrl: string;
}

export const DEFAULT_SETTINGS: SiteSettingsValues = {
  siteName: 'Odyssey',
  supportEmail: 'support@odyssey.example',
  maintenanceMode: false,
  analyticsEnabled: true,
  openaiModel: 'gpt-4',
  openaiTemperature: 0.7,
  googlePlacesEnabled: true,
  tripCacheDuration: 7,
  mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '© OpenStreetMap contributors',
  mapTileAttributionUrl: 'https://www.openstreetmap.org/copyright',
};

/**
 * Only https:// (or this server's own /…) tile servers: the content security policy lets images
 * load from nowhere else, and a template without {z}, {x} and {y} cannot draw a map.
 */
export function isTileUrlTemplate(value: string): boolean {
  if (value.length > 500 || !['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value.replace(/\{[a-z]+\}/g, '0')).protocol === 'https:';
  } catch {
    return false;
  }
}

export function isAttributionUrl(value: string): boolean {
  if (value === '') return true;
  try {
    return value.length <= 500 && new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks beyond the type; a stored value that fails its check is ignored and the default used. */
export const SETTING_CHECKS: Partial<Record<keyof SiteSettingsValues, (value: never) => boolean>> = {
  mapTileUrl: isTileUrlTemplate,
  mapTileAttribution: (value: string) => value.trim() !== '' && value.length <= 300,
  mapTileAttributionUrl: isAttributionUrl,
};
