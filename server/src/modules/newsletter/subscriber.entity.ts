import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({ description: 'A newsletter subscriber.' })
@Entity('subscribers')
export class Subscriber {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field()
  @Column({ type: 'boolean', default: true })
  subscribed: boolean;

  @Field()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  subscribedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
