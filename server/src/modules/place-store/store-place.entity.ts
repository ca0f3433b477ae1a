import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { StoreCategory } from './osm-tags.js';

/**
 * A place imported from OpenStreetMap (© OpenStreetMap contributors, ODbL). Retired places stay,
 * so a trip that refers to one keeps what it referred to; lookups skip them.
 */
@Entity('store_places')
@Index('IDX_store_places_position', ['lat', 'lng'])
export class StorePlaceRow {
  /** "node/123", "way/456" or "relation/789" */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  osmId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** name:xx tags: the place's names in other languages */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  otherNames: Record<string, string>;

  @Column({ type: 'double precision' })
  lat: number;

  @Column({ type: 'double precision' })
  lng: number;

  @Column({ type: 'integer', default: 0 })
  extentM: number;

  @Column({ type: 'varchar', length: 16 })
  category: StoreCategory;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  /** the raw opening_hours tag; null is "hours unknown" */
  @Column({ type: 'varchar', length: 255, nullable: true })
  openingHours: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  wikidata: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  wikipedia: string | null;

  @Column({ type: 'varchar', length: 510, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cuisine: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fee: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  wheelchair: string | null;

  @Column({ type: 'smallint', default: 0 })
  popularity: number;

  /** a short hash of the imported fields, so a re-import tells changed places from unchanged ones */
  @Column({ type: 'varchar', length: 22 })
  fingerprint: string;

  /** the import run that last saw the place in an extract */
  @Column({ type: 'uuid' })
  importId: string;

  @Column({ type: 'timestamptz', nullable: true })
  retiredAt: Date | null;
}

/** One import of an extract: what area it covered and what it changed. */
@Entity('store_imports')
export class StoreImportRow {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  /** the extract's file name */
  @Column({ type: 'varchar', length: 255 })
  source: string;

  @Column({ type: 'double precision' })
  minLat: number;

  @Column({ type: 'double precision' })
  minLng: number;

  @Column({ type: 'double precision' })
  maxLat: number;

  @Column({ type: 'double precision' })
  maxLng: number;

  @Column({ type: 'timestamptz', nullable: true })
  dataAsOf: Date | null;

  @Column({ type: 'integer' })
  added: number;

  @Column({ type: 'integer' })
  updated: number;

  @Column({ type: 'integer' })
  retired: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  importedAt: Date;
}
