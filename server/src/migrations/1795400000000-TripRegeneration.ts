import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Modify Trip regenerates a trip in place (issue 17, item 7): the plan as generated, to tell the
 * traveller's own edits apart from it, and the plan a regeneration replaced, so it can be undone.
 */
export class TripRegeneration1795400000000 implements MigrationInterface {
  name = 'TripRegeneration1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips" ADD "generatedItinerary" jsonb`);
    await queryRunner.query(`ALTER TABLE "trips" ADD "previousPlan" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "previousPlan"`);
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "generatedItinerary"`);
  }
}
