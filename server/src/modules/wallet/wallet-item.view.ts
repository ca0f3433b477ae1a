import type { WalletItem } from './wallet-item.entity.js';

/** A wallet item as the REST shim returns it: the same fields GraphQL exposes, never the storage key. */
export function walletItemView(item: WalletItem) {
  return {
    id: item.id,
    tripUuid: item.tripUuid,
    type: item.type,
    title: item.title,
    description: item.description,
    reference: item.reference,
    date: item.date,
    time: item.time,
    notes: item.notes,
    price: item.price,
    priceCurrency: item.priceCurrency,
    fileUrl: item.fileUrl,
    fileName: item.fileName,
    fileType: item.fileType,
    fileSize: item.fileSize,
    createdAt: item.createdAt,
  };
}
