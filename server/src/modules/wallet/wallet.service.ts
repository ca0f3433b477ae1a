/**
 * The trip wallet: tickets, bookings and documents kept with a trip. Anyone with the trip's
 * link may read it; only the trip's editors may change it (trips/trip-access.ts).
 *
 * A document is stored before its row is written, and the write is undone from whichever
 * side fails: a row that cannot be saved takes its new file with it, and an old file is
 * removed only after the row that replaced it is committed.
 */
import { pipeline, type Readable } from 'node:stream';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { AppError, notFound } from '../../common/app-error.js';
import { StoredFileMissingError, type FileStorage } from '../storage/file-storage.js';
import { canEditTrip, type Actor } from '../trips/trip-access.js';
import type { Trip } from '../trips/trip.entity.js';
import type { TripService } from '../trips/trip.service.js';
import { CONTENT_TYPES, displayFileName, DocumentCheck, documentKindOfName, fileTooLarge } from './wallet-document.js';
import { WALLET_ITEM_TYPES, WalletItem, type WalletItemType } from './wallet-item.entity.js';
import { TYPE_MESSAGE, type WalletItemInput } from './wallet-item.inputs.js';

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
}

/** The columns a stored document fills in. */
interface StoredDocument {
  fileKey: string;
  fileName: string;
  fileType: string;
  fileSize: number;
}

const MAX_ID = 2_147_483_647;

export class WalletService {
  private readonly items: Repository<WalletItem>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripService,
    private readonly storage: FileStorage,
    private readonly log?: WalletLogger,
  ) {
    this.items = dataSource.getRepository(WalletItem);
  }

  /** A trip's items in travel order (dated items first, by date and time), optionally of one type. */
  async list(tripUuid: string, type?: string | null): Promise<WalletItem[]> {
    const trip = await this.trips.getByUuid(tripUuid);
    if (type != null && !isWalletItemType(type)) throw new AppError('validation_failed', TYPE_MESSAGE);
    return this.items.find({
      where: type ? { tripId: trip.id, type } : { tripId: trip.id },
      order: { date: { direction: 'ASC', nulls: 'LAST' }, time: { direction: 'ASC', nulls: 'LAST' }, id: 'ASC' },
    });
  }

  async add(tripUuid: string, input: WalletItemInput, actor: Actor, document?: IncomingDocument): Promise<WalletItem> {
    const trip = await this.editableTrip(tripUuid, actor);
    const stored = document ? await this.store(document) : undefined;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const item = await manager.save(manager.create(WalletItem, { tripId: trip.id, tripUuid: trip.uuid, ...fieldsOf(input), ...stored }));
        return stored ? withFileUrl(manager, item) : item;
      });
    } catch (error) {
      if (stored) await this.discard(stored.fileKey);
      throw error;
    }
  }

  /** Replaces the item's fields; a new document replaces the old one, and without one the old one stays. */
  async update(id: number, input: WalletItemInput, actor: Actor, document?: IncomingDocument): Promise<WalletItem> {
    await this.editableTrip((await this.findItem(id)).tripUuid, actor);
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
    return saved.item;
  }

  /** Deletes the item and then its document. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.editableTrip((await this.findItem(id)).tripUuid, actor);
    const fileKey = await this.dataSource.transaction(async (manager) => {
      const current = await manager.findOne(WalletItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) throw notFound('Wallet item');
      await manager.delete(WalletItem, { id });
      return current.fileKey;
    });
    if (fileKey) await this.discard(fileKey);
  }

  /** An item's document, looked up through its trip so that item ids alone reveal nothing. */
  async document(tripUuid: string, id: number): Promise<WalletDocument> {
    const trip = await this.trips.getByUuid(tripUuid);
    const item = isItemId(id) ? await this.items.findOneBy({ id, tripId: trip.id }) : null;
    if (!item) throw notFound('Wallet item');
    if (!item.fileKey || !item.fileType) throw notFound('Document');
    try {
      const content = await this.storage.get(item.fileKey);
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
  async deleteTripWithDocuments(tripId: number, deleteTrip: () => Promise<void>): Promise<void> {
    const withFiles = await this.items.find({ select: { fileKey: true }, where: { tripId } });
    await deleteTrip();
    for (const { fileKey } of withFiles) if (fileKey) await this.discard(fileKey);
  }

  private async editableTrip(tripUuid: string, actor: Actor): Promise<Trip> {
    const trip = await this.trips.getByUuid(tripUuid);
    if (!canEditTrip(trip, actor)) throw new AppError('forbidden', 'Only the traveller who created this trip can change its wallet');
    return trip;
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
    const source = Buffer.isBuffer(document.content) ? [document.content] : document.content;
    try {
      // The pipeline forwards a failing upload stream's error to the check, and so to storage.
      const fileKey = await this.storage.put(pipeline(source, check, () => undefined));
      return { fileKey, fileName, fileType: CONTENT_TYPES[kind], fileSize: check.bytes };
    } catch (error) {
      // graphql-upload fails the stream with an HTTP 413 error once a file passes its limit.
      if ((error as { status?: unknown }).status === 413) throw fileTooLarge();
      throw error;
    }
  }

  private async discard(fileKey: string): Promise<void> {
    try {
      await this.storage.delete(fileKey);
    } catch (error) {
      this.log?.warn({ err: error, fileKey }, 'could not remove a wallet document from storage');
    }
  }
}

export function isWalletItemType(type: string): type is WalletItemType {
  return (WALLET_ITEM_TYPES as readonly string[]).includes(type);
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
  };
}

/** The download address needs the row's id, so it is set in the same transaction that creates the row. */
function withFileUrl(manager: EntityManager, item: WalletItem): Promise<WalletItem> {
  item.fileUrl = `/api/trips/${item.tripUuid}/wallet/${item.id}/file`;
  return manager.save(item);
}
