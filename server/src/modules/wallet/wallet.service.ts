/**
 * The trip wallet: tickets, bookings and documents kept with a trip. It holds booking
 * references and passports, so it is private: only the people who may edit the trip
 * (trips/trip-access.ts) may read it, its documents included. A trip's link shows its
 * itinerary, never its wallet.
 *
 * A document is stored before its row is written, and the write is undone from whichever
 * side fails: a row that cannot be saved takes its new file with it, and an old file is
 * removed only after the row that replaced it is committed.
 */
import { pipeline, type Readable } from 'node:stream';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { AppError, notFound } from '../../common/app-error.js';
import { StorageReadError, StorageWriteError, StoredFileMissingError, type FileStorage } from '../storage/index.js';
import type { Viewer } from '../auth/index.js';
import { requireTripRight, TripRight, Trip as TripRow, type Trip, type TripService } from '../trips/index.js';
import { CONTENT_TYPES, displayFileName, DocumentCheck, documentKindOfName, fileTooLarge, type DocumentKind } from './wallet-document.js';
import { WalletItem, type WalletItemType } from './wallet-item.entity.js';
import type { WalletItemInput } from './wallet-item.inputs.js';
import type { DocumentLinks } from './document-link.js';

/** A document as it arrives from a client. */
export interface IncomingDocument {
  /** the client's name for it: shown to travellers, never used as a path */
  fileName: string;
  content: Readable | Buffer;
}

/** A stored document, ready to be sent to a browser. */
export interface WalletDocument {
  content: Readable;
  fileName: string;
  contentType: string;
  size: number | null;
}

export interface WalletLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The columns a stored document fills in. */
interface StoredDocument {
  fileKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

const MAX_ID = 2_147_483_647;
export const WALLET_IS_PRIVATE = "A trip's wallet is private: only the trip's own travellers can see it";
const IMAGE_KINDS: DocumentKind[] = ['jpeg', 'png'];

/** How old an unnamed stored file must be before the sweep removes it: far beyond any upload. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

export class WalletService {
  private readonly items: Repository<WalletItem>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripService,
    private readonly storage: FileStorage,
    private readonly links: DocumentLinks,
    private readonly log?: WalletLogger,
  ) {
    this.items = dataSource.getRepository(WalletItem);
  }

  /** A trip's items in travel order (dated items first, by date and time), optionally of one type (checked by WalletTypeArgs). */
  async list(tripUuid: string, type: WalletItemType | null | undefined, viewer: Viewer): Promise<WalletItem[]> {
    const trip = await this.readableTrip(tripUuid, viewer);
    const items = await this.items.find({
      where: type ? { tripId: trip.id, type } : { tripId: trip.id },
      order: { date: { direction: 'ASC', nulls: 'LAST' }, time: { direction: 'ASC', nulls: 'LAST' }, id: 'ASC' },
    });
    return items.map((item) => this.signed(item));
  }

  async add(tripUuid: string, input: WalletItemInput, viewer: Viewer, document?: IncomingDocument): Promise<WalletItem> {
    const trip = await this.editableTrip(tripUuid, viewer);
    const stored = document ? await this.store(document) : undefined;
    try {
      const added = await this.dataSource.transaction(async (manager) => {
        const item = await manager.save(manager.create(WalletItem, { tripId: trip.id, tripUuid: trip.uuid, ...fieldsOf(input), ...stored }));
        return stored ? withFileUrl(manager, item) : item;
      });
      await this.trips.announce(trip.uuid, 'wallet', viewer);
      return this.signed(added);
    } catch (error) {
      if (stored) await this.discard(stored.fileKey);
      throw error;
    }
  }

  /** Replaces the item's fields; a new document replaces the old one, and without one the old one stays. */
  async update(id: number, input: WalletItemInput, viewer: Viewer, document?: IncomingDocument): Promise<WalletItem> {
    const trip = await this.editableTrip((await this.findItem(id)).tripUuid, viewer);
    const stored = document ? await this.store(document) : undefined;
    let saved: { item: WalletItem; replacedKey: string | null };
    try {
      saved = await this.dataSource.transaction(async (manager) => {
        const current = await manager.findOne(WalletItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!current) throw notFound('Wallet item');
        const replacedKey = stored ? current.fileKey : null;
        Object.assign(current, fieldsOf(input), stored);
        const item = await manager.save(current);
        return { item: stored ? await withFileUrl(manager, item) : item, replacedKey };
      });
    } catch (error) {
      if (stored) await this.discard(stored.fileKey);
      throw error;
    }
    if (saved.replacedKey) await this.discard(saved.replacedKey);
    await this.trips.announce(trip.uuid, 'wallet', viewer);
    return this.signed(saved.item);
  }

  /** Deletes the item and then its document. */
  async remove(id: number, viewer: Viewer): Promise<void> {
    const trip = await this.editableTrip((await this.findItem(id)).tripUuid, viewer);
    const fileKey = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(WalletItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound('Wallet item');
      await manager.delete(WalletItem, { id });
      return current.fileKey;
    });
    if (fileKey) await this.discard(fileKey);
    await this.trips.announce(trip.uuid, 'wallet', viewer);
  }

  /**
   * An item's document, looked up through its trip so that item ids alone reveal nothing. The
   * caller either may read the wallet, or presents the signed address it was handed (`access`).
   */
  async document(tripUuid: string, id: number, viewer: Viewer, access?: unknown): Promise<WalletDocument> {
    const trip = this.links.verify(tripUuid, id, access) ? await this.trips.getByUuid(tripUuid) : await this.readableTrip(tripUuid, viewer);
    const item = isItemId(id) ? await this.items.findOneBy({ id, tripId: trip.id }) : null;
    if (!item) throw notFound('Wallet item');
    if (!item.fileKey || !item.fileType) throw notFound('Document');
    try {
      const content = await this.readStored(item.fileKey);
      return { content, fileName: item.fileName ?? 'document', contentType: item.fileType, size: item.fileSize };
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
      this.log?.warn({ itemId: item.id, fileKey: item.fileKey }, 'a wallet document is missing from storage');
      throw notFound('Document');
    }
  }

  /**
   * Deletes a trip through `deleteTrip` (its items go with it, by cascade) and then its
   * documents, so a failed delete never leaves items without their files.
   */
  deleteTripWithDocuments(tripId: number, deleteTrip: () => Promise<void>): Promise<void> {
    return this.deleteTripsWithDocuments([tripId], deleteTrip);
  }

  /**
   * The same for several trips (a user's, or expired temporary ones): their wallet documents
   * and featured images are removed from storage once `deleteTrips` has succeeded.
   */
  async deleteTripsWithDocuments(tripIds: number[], deleteTrips: () => Promise<number[] | void>): Promise<void> {
    const keys: Array<{ tripId: number; key: string }> = [];
    if (tripIds.length > 0) {
      const documents = await this.items.find({ select: { tripId: true, fileKey: true }, where: { tripId: In(tripIds) } });
      const images = await this.dataSource.getRepository(TripRow).find({ select: { id: true, featuredImageKey: true }, where: { id: In(tripIds) } });
      for (const { tripId, fileKey } of documents) if (fileKey) keys.push({ tripId, key: fileKey });
      for (const { id, featuredImageKey } of images) if (featuredImageKey) keys.push({ tripId: id, key: featuredImageKey });
    }
    // deleteTrips may say which trips it really deleted (a conditional delete may keep some).
    const deleted = await deleteTrips();
    const gone = deleted ? new Set(deleted) : undefined;
    for (const { tripId, key } of keys) if (!gone || gone.has(tripId)) await this.discard(key);
  }

  /**
   * Stores an image (a trip's featured image) with the documents' checks: JPG or PNG by its
   * bytes, whatever its name says, at most 5 MB, refused while it streams.
   */
  async storeImage(content: Readable | Buffer): Promise<{ fileKey: string; contentType: string; size: number }> {
    const check = new DocumentCheck(IMAGE_KINDS);
    const fileKey = await this.storeChecked(content, check);
    return { fileKey, contentType: CONTENT_TYPES[check.kind!], size: check.bytes };
  }

  /** A file stored by storeImage; 404 when it is gone. */
  async storedImage(fileKey: string): Promise<Readable> {
    try {
      return await this.readStored(fileKey);
    } catch (error) {
      if (!(error instanceof StoredFileMissingError)) throw error;
      this.log?.warn({ fileKey }, 'a stored image is missing from storage');
      throw notFound('Image');
    }
  }

  /** A stored file; a store that cannot be read is the operator's problem: logged in full, answered 503. */
  private async readStored(fileKey: string): Promise<Readable> {
    try {
      return await this.storage.get(fileKey);
    } catch (error) {
      if (!(error instanceof StorageReadError)) throw error;
      this.log?.error({ err: error.cause, fileKey }, 'a stored file could not be read');
      throw new AppError('storage_unavailable', 'Files cannot be read right now. Please try again later.');
    }
  }

  /** Removes a stored file; a failure is logged, never thrown (the row that named it is already gone). */
  discardFile(fileKey: string): Promise<void> {
    return this.discard(fileKey);
  }

  private async readableTrip(tripUuid: string, viewer: Viewer): Promise<Trip> {
    // The wallet is private: its travellers read it (the owner, companions, the planning browser), strangers do not.
    return requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.ViewPrivate, WALLET_IS_PRIVATE);
  }

  /** The item as handed to a reader who passed the rights check: its document address signed for them. */
  private signed(item: WalletItem): WalletItem {
    if (item.fileKey && item.fileUrl) item.fileUrl = this.links.address(item.tripUuid, item.id);
    return item;
  }

  private async editableTrip(tripUuid: string, viewer: Viewer): Promise<Trip> {
    return requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.Edit, 'Only the traveller who created this trip can change its wallet');
  }

  private async findItem(id: number): Promise<WalletItem> {
    const item = isItemId(id) ? await this.items.findOneBy({ id }) : null;
    if (!item) throw notFound('Wallet item');
    return item;
  }

  /** Checks the document while it streams into storage; a refused or failed upload leaves no file. */
  private async store(document: IncomingDocument): Promise<StoredDocument> {
    const fileName = displayFileName(document.fileName);
    const kind = documentKindOfName(fileName);
    const check = new DocumentCheck(kind);
    const fileKey = await this.storeChecked(document.content, check);
    return { fileKey, fileName, fileType: CONTENT_TYPES[kind], fileSize: check.bytes };
  }

  private async storeChecked(content: Readable | Buffer, check: DocumentCheck): Promise<string> {
    const source = Buffer.isBuffer(content) ? [content] : content;
    try {
      // The pipeline forwards a failing upload stream's error to the check, and so to storage.
      return await this.storage.put(pipeline(source, check, () => undefined));
    } catch (error) {
      // graphql-upload fails the stream with an HTTP 413 error once a file passes its limit.
      if ((error as { status?: unknown }).status === 413) throw fileTooLarge();
      if (error instanceof StorageWriteError) {
        // the operator's problem, not the traveller's: logged in full, answered plainly
        this.log?.error({ err: error.cause }, 'a document could not be stored');
        throw error.full
          ? new AppError('storage_full', 'The server has no room left to store this file. Nothing was saved; please try again later.')
          : new AppError('storage_unavailable', 'Files cannot be stored right now. Nothing was saved; please try again later.');
      }
      throw error;
    }
  }

  /**
   * Removes stored files that no row names and leftovers of unfinished writes, when they were
   * last written more than `minAgeMs` ago. They come from a process killed between storing a
   * file and committing its row, or in the middle of a write; nothing ever serves them. The age
   * keeps an upload in progress (here or on another instance sharing the folder) out of reach:
   * its row commits within seconds of its file. A store that cannot list is left alone.
   */
  async sweepUnreferencedFiles(minAgeMs = SWEEP_MIN_AGE_MS, now = new Date()): Promise<{ files: number; leftovers: number }> {
    if (!this.storage.staleEntries) return { files: 0, leftovers: 0 };
    const { keys, leftovers } = await this.storage.staleEntries(new Date(now.getTime() - minAgeMs));
    const named = new Set<string>();
    for (let i = 0; i < keys.length; i += SWEEP_BATCH) {
      const batch = keys.slice(i, i + SWEEP_BATCH);
      const documents = await this.items.find({ select: { id: true, fileKey: true }, where: { fileKey: In(batch) } });
      const images = await this.dataSource.getRepository(TripRow).find({ select: { id: true, featuredImageKey: true }, where: { featuredImageKey: In(batch) } });
      for (const { fileKey } of documents) if (fileKey) named.add(fileKey);
      for (const { featuredImageKey } of images) if (featuredImageKey) named.add(featuredImageKey);
    }
    const unreferenced = keys.filter((key) => !named.has(key));
    for (const key of unreferenced) await this.discard(key);
    for (const name of leftovers) await this.storage.deleteLeftover?.(name);
    if (unreferenced.length + leftovers.length > 0) this.log?.warn({ files: unreferenced.length, leftovers: leftovers.length }, 'removed stored files that no row names');
    return { files: unreferenced.length, leftovers: leftovers.length };
  }

  private async discard(fileKey: string): Promise<void> {
    try {
      await this.storage.delete(fileKey);
    } catch (error) {
      this.log?.warn({ err: error, fileKey }, 'could not remove a wallet document from storage');
    }
  }
}

function isItemId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_ID;
}

function fieldsOf(input: WalletItemInput) {
  return {
    type: input.type,
    title: input.title,
    description: input.description ?? null,
    reference: input.reference ?? null,
    date: input.date ?? null,
    time: input.time ?? null,
    notes: input.notes ?? null,
    price: input.price ?? null,
    priceCurrency: input.priceCurrency ?? null,
  };
}

/** The download address needs the row's id, so it is set in the same transaction that creates the row. */
function withFileUrl(manager: EntityManager, item: WalletItem): Promise<WalletItem> {
  item.fileUrl = `/api/trips/${item.tripUuid}/wallet/${item.id}/file`;
  return manager.save(item);
}
