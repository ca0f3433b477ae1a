import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AccountPlan1795352405949 implements MigrationInterface {
  name = 'AccountPlan1795352405949';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "plan" character varying(16) NOT NULL DEFAULT 'basic'`);
    await queryRunner.query(`ALTER TABLE "users" ADD "planStartedAt" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "planStartedAt"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "plan"`);
  }
}
