/**
 * The add/edit form's rules (docs/product/traveller.md, sections 4 and 5): what a fresh form holds, what
 * each type shows, the upload limit, and what is sent. Pure, so the rules are tested alone.
 */
import type { WalletItemInput } from '../../gql/graphql';
import { walletItemTypeOf, type WalletItemType } from './wallet-item-types';
import { CURRENCY_MESSAGE, FALLBACK_CURRENCY, isCurrencyCode, PRICE_MESSAGE, PRICE_WITHOUT_CURRENCY, priceOf } from './wallet-price';

export interface WalletForm {
  type: WalletItemType;
  title: string;
  description: string;
  reference: string;
  /** YYYY-MM-DD, as a date input gives it */
  date: string;
  /** HH:MM, as a time input gives it */
  time: string;
  notes: string;
  /** as typed: "189.90", "12,5"; empty for no price */
  price: string;
  /** the price's ISO 4217 code; ignored while the price is empty */
  priceCurrency: string;
  /** a newly chosen document; an item's stored file is kept unless this replaces it */
  file: File | null;
}

/** The item fields an edit starts from. */
export interface WalletFormItem {
  type: string;
  title: string;
  description?: string | null;
  reference?: string | null;
  date?: string | null;
  time?: string | null;
  notes?: string | null;
  price?: number | null;
  priceCurrency?: string | null;
}

export const MAX_DOCUMENT_BYTES = 5_242_880;
/** The file input's accept list (docs/product/traveller.md, section 9). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const TITLE_REQUIRED = 'Title is required';

/** Open-for-add: type flight, every other field empty, a price's currency ready (the trip's, else EUR). */
export function emptyWalletForm(currency = FALLBACK_CURRENCY): WalletForm {
  return { type: 'flight', title: '', description: '', reference: '', date: '', time: '', notes: '', price: '', priceCurrency: currency, file: null };
}

/** Open-for-edit: filled from the item; an item without a price gets the same ready currency as a new one. */
export function walletFormFromItem(item: WalletFormItem, currency = FALLBACK_CURRENCY): WalletForm {
  return {
    type: walletItemTypeOf(item.type),
    title: item.title,
    description: item.description ?? '',
    reference: item.reference ?? '',
    date: item.date ?? '',
    time: item.time ?? '',
    notes: item.notes ?? '',
    price: item.price == null ? '' : String(item.price),
    priceCurrency: item.priceCurrency ?? currency,
    file: null,
  };
}

/** A document has a file instead of a date, time, reference and description. */
export const isDocumentType = (type: WalletItemType): boolean => type === 'document';

export const isTooLargeForWallet = (file: Pick<File, 'size'>): boolean => file.size > MAX_DOCUMENT_BYTES;

export function titleProblem(form: Pick<WalletForm, 'title'>): string | undefined {
  return form.title.trim() === '' ? TITLE_REQUIRED : undefined;
}

export interface PriceProblems {
  price?: string;
  priceCurrency?: string;
}

/** What is wrong with the price and its currency, in the server's words; nothing while no price is typed. */
export function priceProblems(form: Pick<WalletForm, 'price' | 'priceCurrency'>): PriceProblems {
  if (form.price.trim() === '') return {};
  const problems: PriceProblems = {};
  if (priceOf(form.price) === undefined) problems.price = PRICE_MESSAGE;
  const currency = form.priceCurrency.trim().toUpperCase();
  if (currency === '') problems.priceCurrency = PRICE_WITHOUT_CURRENCY;
  else if (!isCurrencyCode(currency)) problems.priceCurrency = CURRENCY_MESSAGE;
  return problems;
}

export interface WalletSubmission {
  input: WalletItemInput;
  file: File | null;
}

/**
 * What is sent: the fields the form shows for the chosen type. Fields hidden for a document
 * are sent empty, so a saved item never carries values its traveller could not see; the file
 * goes only with a document. A price goes with its currency; an empty one clears both.
 */
export function walletSubmissionOf(form: WalletForm): WalletSubmission {
  const document = isDocumentType(form.type);
  const text = (value: string) => value.trim() || null;
  const price = priceOf(form.price) ?? null;
  return {
    input: {
      type: form.type,
      title: form.title.trim(),
      description: document ? null : text(form.description),
      reference: document ? null : text(form.reference),
      date: document ? null : text(form.date),
      time: document ? null : text(form.time),
      notes: text(form.notes),
      price,
      priceCurrency: price === null ? null : form.priceCurrency.trim().toUpperCase(),
    },
    file: document ? form.file : null,
  };
}
