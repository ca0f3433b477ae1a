import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/index.js';

@ObjectType({ description: "A recorded event, such as 'Trip Generated' or 'Trip Saved'." })
@Entity('activity_logs')
export class ActivityLog {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  action: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  entityType: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  entityId: string | null;

  @Field(() => GraphQLJSONObject)
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  @Field()
  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
