import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/money-column.js';
import { Trip } from '../trips/index.js';

export const WALLET_ITEM_TYPES = ['flight', 'train', 'bus', 'ferry', 'car_rental', 'ticket', 'reservation', 'document', 'other'] as const;
export type WalletItemType = (typeof WALLET_ITEM_TYPES)[number];

@ObjectType({ description: 'A ticket, booking or document kept in a trip wallet.' })
@Entity('wallet_items')
export class WalletItem {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  tripId: number;

  @ManyToOne(() => Trip, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tripId' })
  trip?: Trip;

  @Field()
  @Index()
  @Column({ type: 'uuid' })
  tripUuid: string;

  @Field(() => String, { description: WALLET_ITEM_TYPES.join(', ') })
  @Column({ type: 'varchar', length: 20 })
  type: WalletItemType;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @Column({ type: 'varchar', length: 10, nullable: true })
  date: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM' })
  @Column({ type: 'varchar', length: 5, nullable: true })
  time: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** what the item cost (issue 22), in priceCurrency; the two are set together or not at all */
  @Field(() => Float, { nullable: true, description: 'what it cost, in priceCurrency' })
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: moneyColumn })
  price: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of the price, e.g. EUR' })
  @Column({ type: 'varchar', length: 3, nullable: true })
  priceCurrency: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 512, nullable: true })
  fileUrl: string | null;

  /** storage key of the uploaded file (random name) */
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileKey: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  fileType: string | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'integer', nullable: true })
  fileSize: number | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
