/**
 * The offline base map: Natural Earth country shapes (world-atlas) drawn as a Leaflet GeoJSON
 * layer, in the map's own projection like the stops. The data file is fetched only when tiles fail.
 *
 * The 1:10m shapes, not 1:50m: a trip map is zoomed in on one city, and at 1:50m coastlines are
 * kilometres off there (Lisbon's north bank of the Tagus was drawn 5 km north, so the stops of
 * Belém and the Baixa sat in the river).
 *
 * Only the countries near the trip are drawn: Leaflet projects every point of every shape on
 * each zoom, and the whole world at this detail would keep a phone's main thread busy for seconds.
 */
import type { GeoJSON as GeoJsonLayer } from 'leaflet';
import type * as Leaflet from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-10m.json?url';
import { touchesArea, type Area } from './offline-area';

export const OFFLINE_SEA_COLOR = '#CFE4EA';

/** The countries with land in `area` (the whole world when there is no area, e.g. a trip without stops). */
export async function offlineBaseMap(L: typeof Leaflet, area?: Area): Promise<GeoJsonLayer> {
  const response = await fetch(countriesUrl);
  if (!response.ok) throw new Error(`Offline map data: ${response.status}`);
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  return L.geoJSON(countries, {
    interactive: false,
    filter: area ? (shape) => touchesArea(shape, area) : undefined,
    style: { color: '#9DB8AE', weight: 1.2, fillColor: '#F3F1E7', fillOpacity: 0.92 },
  });
}
