/**
 * Where the place store can plan, for questions that must be answered at once (is this
 * suggestion plannable?): the boxes of the imports, read from the database and read again once
 * they are a minute old, so an import made through another instance is seen there too.
 */
import type { DataSource } from 'typeorm';

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const MAX_AGE_MS = 60_000;

export class ImportedAreas {
  private boxes: Box[] = [];
  private readAt = 0;
  private reading?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Whether an import covers the point, as last read; a stale answer starts a new read. */
  covers(point: { lat: number; lng: number }): boolean {
    if (Date.now() - this.readAt > MAX_AGE_MS) void this.refresh();
    return this.boxes.some((box) => point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng);
  }

  /** Reads the boxes now (one read at a time); a failed read keeps the last boxes. */
  refresh(): Promise<void> {
    this.reading ??= this.dataSource
      .query(`SELECT "minLat", "maxLat", "minLng", "maxLng" FROM store_imports`)
      .then((rows: Box[]) => {
        this.boxes = rows.map((row) => ({ minLat: Number(row.minLat), maxLat: Number(row.maxLat), minLng: Number(row.minLng), maxLng: Number(row.maxLng) }));
        this.readAt = Date.now();
      })
      .catch((error: unknown) => this.onError(error))
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
