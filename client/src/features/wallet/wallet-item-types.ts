/** The nine kinds of wallet item and the wallet's filter tabs (docs/product/traveller.md, sections 2, 3 and 9). */

export const WALLET_ITEM_TYPES = ['flight', 'train', 'bus', 'ferry', 'car_rental', 'ticket', 'reservation', 'document', 'other'] as const;
export type WalletItemType = (typeof WALLET_ITEM_TYPES)[number];

export const WALLET_ITEM_TYPE_LABELS: Record<WalletItemType, string> = {
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  ferry: 'Ferry',
  car_rental: 'Car rental',
  ticket: 'Ticket',
  reservation: 'Reservation',
  document: 'Document',
  other: 'Other',
};

export function isWalletItemType(type: string): type is WalletItemType {
  return (WALLET_ITEM_TYPES as readonly string[]).includes(type);
}

/** The server stores only the nine types; anything else is shown as 'other' rather than breaking the card. */
export const walletItemTypeOf = (type: string): WalletItemType => (isWalletItemType(type) ? type : 'other');

export type WalletFilter = 'all' | 'flight' | 'ticket' | 'document';

export const WALLET_FILTERS: readonly { value: WalletFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'flight', label: 'Flights' },
  { value: 'ticket', label: 'Tickets' },
  { value: 'document', label: 'Documents' },
];

export function matchesFilter(type: string, filter: WalletFilter): boolean {
  return filter === 'all' || type === filter;
}
