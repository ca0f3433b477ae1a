import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Co-editing (issue 22): a trip's revision (and the revision its plan was last replaced at), its
 * history of itinerary changes, and who has it open. Existing trips start at revision 0 with
 * their itineraries untouched: their activities' ids are derived from where they stand until
 * the first edit writes them (trips/activity-ids.ts).
 */
export class TripCoEditing1795978678354 implements MigrationInterface {
  name = 'TripCoEditing1795978678354';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "trip_presence" ("id" character varying(40) NOT NULL, "tripUuid" uuid NOT NULL, "userId" integer, "username" character varying(100), "seenAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_dbfde3e713696a9c098af968509" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9f4b6ffe9b2321de52a298a22e" ON "trip_presence"  ("tripUuid") `);
    await queryRunner.query(`CREATE TABLE "trip_edits" ("id" SERIAL NOT NULL, "tripId" integer NOT NULL, "revision" integer NOT NULL, "kind" character varying(10) NOT NULL, "userId" integer, "authorKey" character varying(80) NOT NULL, "authorName" character varying(100), "summary" character varying(600) NOT NULL, "operations" jsonb NOT NULL DEFAULT '[]', "inverse" jsonb NOT NULL DEFAULT '[]', "touched" jsonb NOT NULL DEFAULT '[]', "conflicts" jsonb NOT NULL DEFAULT '[]', "undoneByRevision" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_trip_edits_trip_revision" UNIQUE ("tripId", "revision"), CONSTRAINT "PK_ba184a135d599e4c15e6c381656" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_459c7f020bd3e756e83ffbd04e" ON "trip_edits"  ("tripId") `);
    await queryRunner.query(`ALTER TABLE "trips" ADD "revision" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "trips" ADD "planRevision" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "trip_edits" ADD CONSTRAINT "FK_459c7f020bd3e756e83ffbd04ee" FOREIGN KEY ("tripId") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_edits" ADD CONSTRAINT "FK_c64306a3224db80b75628dc98b2" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trip_edits" DROP CONSTRAINT "FK_c64306a3224db80b75628dc98b2"`);
    await queryRunner.query(`ALTER TABLE "trip_edits" DROP CONSTRAINT "FK_459c7f020bd3e756e83ffbd04ee"`);
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "planRevision"`);
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "revision"`);
    await queryRunner.query(`DROP INDEX "IDX_459c7f020bd3e756e83ffbd04e"`);
    await queryRunner.query(`DROP TABLE "trip_edits"`);
    await queryRunner.query(`DROP INDEX "IDX_9f4b6ffe9b2321de52a298a22e"`);
    await queryRunner.query(`DROP TABLE "trip_presence"`);
  }
}
