import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminFeaturedImages1795344012895 implements MigrationInterface {
  name = 'AdminFeaturedImages1795344012895';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips" ADD "featuredImageKey" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "trips" ADD "featuredImageType" character varying(50)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "featuredImageType"`);
    await queryRunner.query(`ALTER TABLE "trips" DROP COLUMN "featuredImageKey"`);
  }
}
