import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The place store (issue 20): places imported from OpenStreetMap extracts, looked up by
 * position (the lat/lng index) and by name near a point, and the record of each import.
 */
export class PlaceStore1795942153551 implements MigrationInterface {
  name = 'PlaceStore1795942153551';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "store_places" ("osmId" character varying(32) NOT NULL, "name" character varying(200) NOT NULL, "otherNames" jsonb NOT NULL DEFAULT '{}', "lat" double precision NOT NULL, "lng" double precision NOT NULL, "extentM" integer NOT NULL DEFAULT '0', "category" character varying(16) NOT NULL, "address" character varying(255), "openingHours" character varying(255), "wikidata" character varying(16), "wikipedia" character varying(255), "website" character varying(510), "cuisine" character varying(255), "fee" character varying(255), "wheelchair" character varying(32), "popularity" smallint NOT NULL DEFAULT '0', "fingerprint" character varying(22) NOT NULL, "importId" uuid NOT NULL, "retiredAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_92d8c32b3874962ce92f1390330" PRIMARY KEY ("osmId"))`);
    await queryRunner.query(`CREATE INDEX "IDX_store_places_position" ON "store_places"  ("lat", "lng") `);
    await queryRunner.query(`CREATE TABLE "store_imports" ("id" uuid NOT NULL, "source" character varying(255) NOT NULL, "minLat" double precision NOT NULL, "minLng" double precision NOT NULL, "maxLat" double precision NOT NULL, "maxLng" double precision NOT NULL, "dataAsOf" TIMESTAMP WITH TIME ZONE, "added" integer NOT NULL, "updated" integer NOT NULL, "retired" integer NOT NULL, "importedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f2e48fb7153207b1aa95a9a535d" PRIMARY KEY ("id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "store_imports"`);
    await queryRunner.query(`DROP INDEX "IDX_store_places_position"`);
    await queryRunner.query(`DROP TABLE "store_places"`);
  }
}
