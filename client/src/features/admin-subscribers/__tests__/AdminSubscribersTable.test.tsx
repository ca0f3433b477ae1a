import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { AdminSubscribersTable, type SubscriberRow } from '../AdminSubscribersTable';
import { pageOf } from '../subscribers-export';

const rows: SubscriberRow[] = Array.from({ length: 12 }, (_, index) => ({
  __typename: 'Subscriber',
  id: 12 - index,
  email: `reader${12 - index}@example.com`,
  subscribed: index !== 0,
  subscribedAt: `2026-01-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
}));

function renderPage(page: number, handlers = { onPage: jest.fn(), onCopy: jest.fn(), onUnsubscribe: jest.fn() }) {
  const paged = pageOf(rows, page);
  renderWithApp(<AdminSubscribersTable rows={paged.rows} page={paged.page} pageCount={paged.pageCount} {...handlers} />);
  return handlers;
}

describe('the subscribers table', () => {
  test('10 per page, with Page X of Y, Previous and Next when there is more than one page', () => {
    const handlers = renderPage(1);
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(handlers.onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText('Jan 20, 2026')).toBeTruthy();
    expect(screen.getByText('Unsubscribed')).toBeTruthy();
  });

  test('the last page holds the rest; one page shows no pager; nothing matching says No results.', () => {
    expect(pageOf(rows, 2).rows).toHaveLength(2);
    expect(pageOf(rows, 9).page).toBe(2);
    renderWithApp(<AdminSubscribersTable rows={[]} page={1} pageCount={1} onPage={jest.fn()} onCopy={jest.fn()} onUnsubscribe={jest.fn()} />);
    expect(screen.getByText('No results.')).toBeTruthy();
    expect(screen.queryByText(/Page 1 of/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  test('copy and unsubscribe act on the row; an unsubscribed row cannot be unsubscribed again', () => {
    const handlers = renderPage(1);
    fireEvent.click(screen.getByRole('button', { name: 'Copy reader11@example.com' }));
    expect(handlers.onCopy).toHaveBeenCalledWith('reader11@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe reader11@example.com' }));
    expect(handlers.onUnsubscribe).toHaveBeenCalledWith(expect.objectContaining({ email: 'reader11@example.com' }));
    expect((screen.getByRole('button', { name: 'Unsubscribe reader12@example.com' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
