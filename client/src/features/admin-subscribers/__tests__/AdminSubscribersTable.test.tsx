import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { AdminSubscribersTable, type SubscriberRow } from '../AdminSubscribersTable';

// The first page of 12, as the server sends it: 10 rows, newest first.
const rows: SubscriberRow[] = Array.from({ length: 10 }, (_, index) => ({
  __typename: 'Subscriber',
  id: 12 - index,
  email: `reader${12 - index}@example.com`,
  subscribed: index !== 0,
  subscribedAt: `2026-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
}));

function renderPage(page: number, pageCount: number, handlers = { onPage: jest.fn(), onCopy: jest.fn(), onUnsubscribe: jest.fn() }) {
  renderWithApp(<AdminSubscribersTable rows={rows} page={page} pageCount={pageCount} {...handlers} />);
  return handlers;
}

describe('the subscribers table', () => {
  test('Page X of Y, Previous and Next when there is more than one page', () => {
    const handlers = renderPage(1, 2);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(handlers.onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Jan 20, 2026')).toBeTruthy();
    expect(screen.getByText('Unsubscribed')).toBeTruthy();
  });

  test('on the last page Next is off and Previous goes back', () => {
    const handlers = renderPage(2, 2);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(handlers.onPage).toHaveBeenCalledWith(1);
  });

  test('one page shows no pager; nothing matching says No results.', () => {
    renderWithApp(<AdminSubscribersTable rows={[]} page={1} pageCount={1} onPage={jest.fn()} onCopy={jest.fn()} onUnsubscribe={jest.fn()} />);
    expect(screen.getByText('No results.')).toBeTruthy();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  test('copy and unsubscribe act on the row; an unsubscribed row is not offered Unsubscribe', () => {
    const handlers = renderPage(1, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Copy reader11@example.com' }));
    expect(handlers.onCopy).toHaveBeenCalledWith('reader11@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe reader11@example.com' }));
    expect(handlers.onUnsubscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'reader11@example.com' }));
    expect(screen.queryByRole('button', { name: 'Unsubscribe reader12@example.com' })).toBeNull();
  });
});
