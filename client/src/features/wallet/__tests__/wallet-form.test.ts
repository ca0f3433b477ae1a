import { emptyWalletForm, isTooLargeForWallet, MAX_DOCUMENT_BYTES, titleProblem, walletFormFromItem, walletSubmissionOf, type WalletForm } from '../wallet-form';
import { walletDateText } from '../wallet-date';
import { matchesFilter } from '../wallet-item-types';

const filled: WalletForm = {
  type: 'flight',
  title: '  Flight to Kyoto ',
  description: ' Window seat ',
  reference: 'JL 5',
  date: '2027-04-02',
  time: '09:30',
  notes: ' Terminal 2 ',
  file: null,
};

describe('the wallet form rules', () => {
  it('opens for adding as a flight with every other field empty', () => {
    expect(emptyWalletForm()).toEqual({ type: 'flight', title: '', description: '', reference: '', date: '', time: '', notes: '', file: null });
  });

  it('opens for editing filled from the item, with no new file', () => {
    const form = walletFormFromItem({ type: 'train', title: 'Shinkansen', description: null, reference: 'A12', date: '2027-04-03', time: null, notes: 'Car 7' });
    expect(form).toEqual({ type: 'train', title: 'Shinkansen', description: '', reference: 'A12', date: '2027-04-03', time: '', notes: 'Car 7', file: null });
  });

  it('treats a type it does not know as other', () => {
    expect(walletFormFromItem({ type: 'spaceship', title: 'x' }).type).toBe('other');
  });

  it('allows files up to exactly 5 MB (5242880 bytes)', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5_242_880);
    expect(isTooLargeForWallet({ size: 5_242_880 })).toBe(false);
    expect(isTooLargeForWallet({ size: 5_242_881 })).toBe(true);
  });

  it('requires a title that is not only spaces', () => {
    expect(titleProblem({ title: '   ' })).toBe('Title is required');
    expect(titleProblem({ title: ' A ' })).toBeUndefined();
  });

  it('sends trimmed fields and empty ones as null, and no file for a non-document', () => {
    const file = new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' });
    expect(walletSubmissionOf({ ...filled, file, time: '' })).toEqual({
      input: { type: 'flight', title: 'Flight to Kyoto', description: 'Window seat', reference: 'JL 5', date: '2027-04-02', time: null, notes: 'Terminal 2' },
      file: null,
    });
  });

  it('sends a document with its file and without the fields a document hides', () => {
    const file = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    expect(walletSubmissionOf({ ...filled, type: 'document', file })).toEqual({
      input: { type: 'document', title: 'Flight to Kyoto', description: null, reference: null, date: null, time: null, notes: 'Terminal 2' },
      file,
    });
  });
});

describe('wallet display helpers', () => {
  it("shows the date with an optional 'at time'", () => {
    expect(walletDateText('2027-04-02', '09:30')).toBe('Apr 2, 2027 at 09:30');
    expect(walletDateText('2027-04-02', null)).toBe('Apr 2, 2027');
    expect(walletDateText(null, '09:30')).toBe('09:30');
    expect(walletDateText(null, null)).toBeUndefined();
  });

  it('filters by the tab: all, flight, ticket or document', () => {
    expect(matchesFilter('train', 'all')).toBe(true);
    expect(matchesFilter('flight', 'flight')).toBe(true);
    expect(matchesFilter('train', 'flight')).toBe(false);
    expect(matchesFilter('ticket', 'ticket')).toBe(true);
    expect(matchesFilter('document', 'ticket')).toBe(false);
  });
});
