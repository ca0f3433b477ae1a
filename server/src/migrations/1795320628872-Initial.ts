import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795320628872 implements MigrationInterface {
  name = 'Initial1795320628872';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "users" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "username" character varying(64) NOT NULL, "password" character varying(255) NOT NULL, "firstName" character varying(100), "lastName" character varying(100), "profileImageUrl" character varying(2048), "bio" text, "isAdmin" boolean NOT NULL DEFAULT false, "tokenVersion" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastLogin" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_97672ac88f789774dd47f7c8be3" UNIQUE ("email"), CONSTRAINT "UQ_fe0bb3f6520ee0469504521e710" UNIQUE ("username"), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "activity_logs" ("id" SERIAL NOT NULL, "userId" integer, "action" character varying(100) NOT NULL, "entityType" character varying(50), "entityId" character varying(100), "details" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f25287b6140c5ba18d38776a796" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_95355d75c728050aae956cf016" ON "activity_logs"  ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "password_reset_tokens" ("id" SERIAL NOT NULL, "userId" integer NOT NULL, "tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1143abb8c3fad8b06dd857a8c9c" UNIQUE ("tokenHash"), CONSTRAINT "PK_d16bebd73e844c48bca50ff8d3d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d6a19d4b4f6c62dcd29daa497e" ON "password_reset_tokens"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "subscribers" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "subscribed" boolean NOT NULL DEFAULT true, "subscribedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "unsubscribedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_1a7163c08f0e57bd1c9821508b1" UNIQUE ("email"), CONSTRAINT "PK_cbe0a7a9256c826f403c0236b67" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "places_cache" ("id" SERIAL NOT NULL, "query" character varying(500) NOT NULL, "placeId" character varying(255), "name" character varying(255), "photoUrl" character varying(2048), "businessStatus" character varying(50), "openNow" boolean, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastAccessed" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c08715cc518ff49904e130fc5bc" UNIQUE ("query"), CONSTRAINT "PK_3b49f51f49f9eaf541efffe3f4c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "settings" ("key" character varying(100) NOT NULL, "value" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "trips" ("id" SERIAL NOT NULL, "uuid" uuid NOT NULL, "userId" integer, "destination" character varying(200) NOT NULL, "country" character varying(100) NOT NULL DEFAULT '', "startDate" text, "endDate" text, "preferences" jsonb NOT NULL DEFAULT '{}', "itinerary" jsonb NOT NULL DEFAULT '[]', "accommodations" jsonb NOT NULL DEFAULT '[]', "destinationOverview" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "saved" boolean NOT NULL DEFAULT false, "wallet" text, "isFeaturedTrip" boolean NOT NULL DEFAULT false, "featuredImage" character varying(2048), "customHeader" character varying(200), "isPopularDestination" boolean NOT NULL DEFAULT false, "creatorKey" character varying(64), CONSTRAINT "UQ_c80a4dd27beefb4c5b658a99112" UNIQUE ("uuid"), CONSTRAINT "PK_f71c231dee9c05a9522f9e840f5" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_db768456df45322f8a74953432" ON "trips"  ("userId") `);
    await queryRunner.query(`CREATE INDEX "IDX_9ecff1a0dc93a3feaf20643f5f" ON "trips"  ("createdAt") `);
    await queryRunner.query(`CREATE TABLE "wallet_items" ("id" SERIAL NOT NULL, "tripId" integer NOT NULL, "tripUuid" uuid NOT NULL, "type" character varying(20) NOT NULL, "title" character varying(200) NOT NULL, "description" text, "reference" character varying(100), "date" character varying(10), "time" character varying(5), "notes" text, "fileUrl" character varying(512), "fileKey" character varying(255), "fileName" character varying(255), "fileType" character varying(100), "fileSize" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d1f25de75ae6d0e08c9ffab857c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_f4ff11af7257ac864168957cc8" ON "wallet_items"  ("tripUuid") `);
    await queryRunner.query(`ALTER TABLE "activity_logs" ADD CONSTRAINT "FK_597e6df96098895bf19d4b5ea45" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "FK_d6a19d4b4f6c62dcd29daa497e2" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trips" ADD CONSTRAINT "FK_db768456df45322f8a749534322" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "wallet_items" ADD CONSTRAINT "FK_562f0b132ee9fb796069d1567e3" FOREIGN KEY ("tripId") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wallet_items" DROP CONSTRAINT "FK_562f0b132ee9fb796069d1567e3"`);
    await queryRunner.query(`ALTER TABLE "trips" DROP CONSTRAINT "FK_db768456df45322f8a749534322"`);
    await queryRunner.query(`ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "FK_d6a19d4b4f6c62dcd29daa497e2"`);
    await queryRunner.query(`ALTER TABLE "activity_logs" DROP CONSTRAINT "FK_597e6df96098895bf19d4b5ea45"`);
    await queryRunner.query(`DROP INDEX "IDX_f4ff11af7257ac864168957cc8"`);
    await queryRunner.query(`DROP TABLE "wallet_items"`);
    await queryRunner.query(`DROP INDEX "IDX_9ecff1a0dc93a3feaf20643f5f"`);
    await queryRunner.query(`DROP INDEX "IDX_db768456df45322f8a74953432"`);
    await queryRunner.query(`DROP TABLE "trips"`);
    await queryRunner.query(`DROP TABLE "settings"`);
    await queryRunner.query(`DROP TABLE "places_cache"`);
    await queryRunner.query(`DROP TABLE "subscribers"`);
    await queryRunner.query(`DROP INDEX "IDX_d6a19d4b4f6c62dcd29daa497e"`);
    await queryRunner.query(`DROP TABLE "password_reset_tokens"`);
    await queryRunner.query(`DROP INDEX "IDX_95355d75c728050aae956cf016"`);
    await queryRunner.query(`DROP TABLE "activity_logs"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
