import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Cached place lookups (Google Places when configured), so repeat lookups cost nothing. */
@Entity('places_cache')
export class PlacesCacheEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 500, unique: true })
  query: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  placeId: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  photoUrl: string | null;

  @Column({ type: 'double precision', nullable: true })
  lat: number | null;

  @Column({ type: 'double precision', nullable: true })
  lng: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  businessStatus: string | null;

  @Column({ type: 'boolean', nullable: true })
  openNow: boolean | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastAccessed: Date;
}
