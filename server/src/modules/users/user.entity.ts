import { Field, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Plan } from './plan.inputs.js';

@ObjectType({ description: 'A registered traveller or operator. The password hash is never exposed.' })
@Entity('users')
export class User {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** argon2id hash; deliberately has no @Field */
  @Column({ type: 'varchar', length: 255 })
  password: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 2048, nullable: true })
  profileImageUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Field()
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** bumped to end every session of the user, e.g. after a password reset */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  @Field(() => Plan, { description: 'BASIC unless Premium was taken at the simulated checkout' })
  @Column({ type: 'varchar', length: 16, default: Plan.BASIC })
  plan: Plan;

  @Field(() => Date, { nullable: true, description: 'when the current paid plan was taken; null on Basic' })
  @Column({ type: 'timestamptz', nullable: true })
  planStartedAt: Date | null;
}
