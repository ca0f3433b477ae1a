import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A wallet item's price (issue 22): what it cost and in which ISO 4217 currency, both or
 * neither. Existing items have no price: both columns start empty.
 */
export class WalletItemPrice1795981986076 implements MigrationInterface {
  name = 'WalletItemPrice1795981986076';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_items" ADD "price" numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "wallet_items" ADD "priceCurrency" character varying(3)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_items" DROP COLUMN "priceCurrency"`);
    await queryRunner.query(`ALTER TABLE "wallet_items" DROP COLUMN "price"`);
  }
}
