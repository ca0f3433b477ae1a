import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Companions (issue 22): members of a saved trip with their part (editor or viewer), and the
 * single-use invitations that admit them, kept by their token's hash. Both go with the trip.
 */
export class TripCompanions1795965995408 implements MigrationInterface {
  name = 'TripCompanions1795965995408';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "trip_members" ("id" SERIAL NOT NULL, "tripId" integer NOT NULL, "userId" integer NOT NULL, "role" character varying(10) NOT NULL, "joinedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_trip_members_trip_user" UNIQUE ("tripId", "userId"), CONSTRAINT "PK_d0368bd704fcb6883af326d8285" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b7bea805243e6121b267df4af5" ON "trip_members"  ("userId") `);
    await queryRunner.query(`CREATE TABLE "trip_invitations" ("id" SERIAL NOT NULL, "tripId" integer NOT NULL, "role" character varying(10) NOT NULL, "email" character varying(254), "tokenHash" character varying(64) NOT NULL, "invitedById" integer NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "acceptedAt" TIMESTAMP WITH TIME ZONE, "acceptedById" integer, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_61d76800affe23ad68c5e0a3f5e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_d1799aba3cfcb39e048a3b2d55" ON "trip_invitations"  ("tripId") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_264574e5287ad01c4af7f70c98" ON "trip_invitations"  ("tokenHash") `);
    await queryRunner.query(`ALTER TABLE "trip_members" ADD CONSTRAINT "FK_a39c25218bf1f1ac2d657d66b93" FOREIGN KEY ("tripId") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_members" ADD CONSTRAINT "FK_b7bea805243e6121b267df4af5a" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_invitations" ADD CONSTRAINT "FK_d1799aba3cfcb39e048a3b2d556" FOREIGN KEY ("tripId") REFERENCES "trips"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_invitations" ADD CONSTRAINT "FK_4da18fb74c884270965fb091a60" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "trip_invitations" ADD CONSTRAINT "FK_817292350f1f0ce22bb97fc4aaf" FOREIGN KEY ("acceptedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trip_invitations" DROP CONSTRAINT "FK_817292350f1f0ce22bb97fc4aaf"`);
    await queryRunner.query(`ALTER TABLE "trip_invitations" DROP CONSTRAINT "FK_4da18fb74c884270965fb091a60"`);
    await queryRunner.query(`ALTER TABLE "trip_invitations" DROP CONSTRAINT "FK_d1799aba3cfcb39e048a3b2d556"`);
    await queryRunner.query(`ALTER TABLE "trip_members" DROP CONSTRAINT "FK_b7bea805243e6121b267df4af5a"`);
    await queryRunner.query(`ALTER TABLE "trip_members" DROP CONSTRAINT "FK_a39c25218bf1f1ac2d657d66b93"`);
    await queryRunner.query(`DROP INDEX "IDX_264574e5287ad01c4af7f70c98"`);
    await queryRunner.query(`DROP INDEX "IDX_d1799aba3cfcb39e048a3b2d55"`);
    await queryRunner.query(`DROP TABLE "trip_invitations"`);
    await queryRunner.query(`DROP INDEX "IDX_b7bea805243e6121b267df4af5"`);
    await queryRunner.query(`DROP TABLE "trip_members"`);
  }
}
