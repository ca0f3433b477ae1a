/**
 * The add/edit form's rules (docs/product/traveller.md, sections 4 and 5): what a fresh form holds, what
 * each type shows, the upload limit, and what is sent. Pure, so the rules are tested alone.
 */
import type { WalletItemInput } from '../../gql/graphql';
import { walletItemTypeOf, type WalletItemType } from './wallet-item-types';

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
}

export const MAX_DOCUMENT_BYTES = 5_242_880;
/** The file input's accept list (docs/product/traveller.md, section 9). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const TITLE_REQUIRED = 'Title is required';

/** Open-for-add: type flight, every other field empty. */
export function emptyWalletForm(): WalletForm {
  return { type: 'flight', title: '', description: '', reference: '', date: '', time: '', notes: '', file: null };
}

/** Open-for-edit: filled from the item. */
export function walletFormFromItem(item: WalletFormItem): WalletForm {
  return {
    type: walletItemTypeOf(item.type),
    title: item.title,
    description: item.description ?? '',
    reference: item.reference ?? '',
    date: item.date ?? '',
    time: item.time ?? '',
    notes: item.notes ?? '',
    file: null,
  };
}

/** A document has a file instead of a date, time, reference and description. */
export const isDocumentType = (type: WalletItemType): boolean => type === 'document';

export const isTooLargeForWallet = (file: Pick<File, 'size'>): boolean => file.size > MAX_DOCUMENT_BYTES;

export function titleProblem(form: Pick<WalletForm, 'title'>): string | undefined {
  return form.title.trim() === '' ? TITLE_REQUIRED : undefined;
}

export interface WalletSubmission {
  input: WalletItemInput;
  file: File | null;
}

/**
 * What is sent: the fields the form shows for the chosen type. Fields hidden for a document
 * are sent empty, so a saved item never carries values its traveller could not see; the file
 * goes only with a document.
 */
export function walletSubmissionOf(form: WalletForm): WalletSubmission {
  const document = isDocumentType(form.type);
  const text = (value: string) => value.trim() || null;
  return {
    input: {
      type: form.type,
      title: form.title.trim(),
      description: document ? null : text(form.description),
      reference: document ? null : text(form.reference),
      date: document ? null : text(form.date),
      time: document ? null : text(form.time),
      notes: text(form.notes),
    },
    file: document ? form.file : null,
  };
}
