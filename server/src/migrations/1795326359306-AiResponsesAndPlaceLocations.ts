import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AiResponsesAndPlaceLocations1795326359306 implements MigrationInterface {
  name = 'AiResponsesAndPlaceLocations1795326359306';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ai_responses" ("key" character varying(64) NOT NULL, "purpose" character varying(50) NOT NULL, "model" character varying(200) NOT NULL, "response" jsonb NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_37858d18918145e00e2722e79b5" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE INDEX "IDX_9e1cabd9a531a304e15341a004" ON "ai_responses"  ("createdAt") `);
    await queryRunner.query(`ALTER TABLE "places_cache" ADD "lat" double precision`);
    await queryRunner.query(`ALTER TABLE "places_cache" ADD "lng" double precision`);
    await queryRunner.query(`ALTER TABLE "places_cache" ADD "address" character varying(500)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "places_cache" DROP COLUMN "address"`);
    await queryRunner.query(`ALTER TABLE "places_cache" DROP COLUMN "lng"`);
    await queryRunner.query(`ALTER TABLE "places_cache" DROP COLUMN "lat"`);
    await queryRunner.query(`DROP INDEX "IDX_9e1cabd9a531a304e15341a004"`);
    await queryRunner.query(`DROP TABLE "ai_responses"`);
  }
}
