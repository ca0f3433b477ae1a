import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Expenses (issue 22): what a trip's travellers spent and for whom, and the currency rates they
 * are summed with. The rates start as the ECB reference rates of 28 February 2025, written out
 * here rather than imported, so this migration inserts the same rows whatever later code ships.
 */
const ECB_2025_02_28: Array<[string, number]> = [
  ['USD', 1.0411], ['JPY', 156.96], ['BGN', 1.9558], ['CZK', 25.029], ['DKK', 7.4583], ['GBP', 0.82608], ['HUF', 399.5], ['PLN', 4.1503],
  ['RON', 4.9768], ['SEK', 11.188], ['CHF', 0.9394], ['ISK', 145.7], ['NOK', 11.7245], ['TRY', 38.0186], ['AUD', 1.6741], ['BRL', 6.0712],
  ['CAD', 1.5019], ['CNY', 7.5782], ['HKD', 8.098], ['IDR', 17228.17], ['ILS', 3.7457], ['INR', 90.971], ['KRW', 1519.92], ['MXN', 21.2191],
  ['MYR', 4.6459], ['NZD', 1.8579], ['PHP', 60.355], ['SGD', 1.4037], ['THB', 35.567], ['ZAR', 19.1917],
];

export class TripExpenses1795967559962 implements MigrationInterface {
  name = 'TripExpenses1795967559962';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "currency_rates" ("currency" character varying(3) NOT NULL, "perEuro" numeric(18,6) NOT NULL, "source" character varying(200) NOT NULL, "asOf" character varying(10) NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_25d2e3df3dbdb795379958ed201" PRIMARY KEY ("currency"))`);
    await queryRunner.query(`CREATE TABLE "trip_expenses" ("id" SERIAL NOT NULL, "tripId" integer NOT NULL, "title" character varying(200) NOT NULL, "amount" numeric(14,2) NOT NULL, "currency" character varying(3) NOT NULL, "paidById" integer, "paidByName" character varying(100) NOT NULL, "split" jsonb NOT NULL, "category" character varying(20) NOT NULL, "day" integer, "createdById" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0df6c7659d56ce43ada82e0a5ea" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ae2a2cf0b70f3580fbf8ce5064" ON "trip_expenses"  ("tripId") `);
    await queryRunner.query(`ALTER TABLE "trip_expenses" ADD CONSTRAINT "FK_ae2a2cf0b70f3580fbf8ce50642" FOREIGN KEY ("tripId") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_expenses" ADD CONSTRAINT "FK_6582be8fda969d865967a57ce52" FOREIGN KEY ("paidById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    for (const [currency, perEuro] of ECB_2025_02_28) {
      await queryRunner.query(`INSERT INTO "currency_rates" ("currency", "perEuro", "source", "asOf") VALUES ($1, $2, 'ECB euro reference rate', '2025-02-28')`, [currency, perEuro]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trip_expenses" DROP CONSTRAINT "FK_6582be8fda969d865967a57ce52"`);
    await queryRunner.query(`ALTER TABLE "trip_expenses" DROP CONSTRAINT "FK_ae2a2cf0b70f3580fbf8ce50642"`);
    await queryRunner.query(`DROP INDEX "IDX_ae2a2cf0b70f3580fbf8ce5064"`);
    await queryRunner.query(`DROP TABLE "trip_expenses"`);
    await queryRunner.query(`DROP TABLE "currency_rates"`);
  }
}
