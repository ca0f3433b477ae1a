/**
 * Map tiles come from the admin settings (publicSettings.mapTileUrl, OpenStreetMap's by
 * default); when none loads (offline installs) the map draws an offline base map.
 */
import { graphql } from '../../../gql';

export const TripMapTiles = graphql(`
  query TripMapTiles {
    publicSettings {
      mapTileUrl
      mapTileAttribution
      mapTileAttributionUrl
    }
  }
`);

export interface MapTiles {
  url: string;
  /** plain text */
  attribution: string;
  /** https, or '' for no link */
  attributionUrl: string;
}

/** with no tile loaded after this long, the tiles count as unavailable */
export const TILE_TIMEOUT_MS = 5000;

/** Leaflet shows attributions as HTML; the admin's text is only ever text, the link only https. */
export function attributionHtml({ attribution, attributionUrl }: Pick<MapTiles, 'attribution' | 'attributionUrl'>): string {
  const text = document.createElement('span');
  text.textContent = attribution;
  if (!/^https:\/\//i.test(attributionUrl)) return text.innerHTML;
  const link = document.createElement('a');
  link.href = attributionUrl;
  link.rel = 'noopener noreferrer';
  link.target = '_blank';
  link.textContent = attribution;
  return link.outerHTML;
}
