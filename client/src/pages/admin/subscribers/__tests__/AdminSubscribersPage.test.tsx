import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../../test/render';
import { AdminSubscribersPageDocument } from '../../../../gql/graphql';
import AdminSubscribersPage from '../AdminSubscribersPage';

const subscriber = (id: number, subscribed = true) => ({ __typename: 'Subscriber' as const, id, email: `r${id}@example.com`, subscribed, subscribedAt: '2026-03-01T10:00:00.000Z' });

/** The server's answer for one search and page. */
function answer(variables: { search: string | null; page: number }, rows: object[], counts: { page?: number; pageCount?: number; total: number; active: number }) {
  return {
    request: { query: AdminSubscribersPageDocument, variables },
    result: { data: { adminSubscriberPage: { __typename: 'AdminSubscriberPage' as const, page: variables.page, pageCount: 1, ...counts, subscribers: rows } } },
  };
}

describe('Newsletter Subscribers', () => {
  test('an empty list: No results., a count of 0, and Export CSV says there is nothing to export (no download)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderWithApp(<AdminSubscribersPage />, { mocks: [answer({ search: null, page: 1 }, [], { total: 0, active: 0 })] });
    await screen.findByText('No results.');
    expect(screen.getByTestId('total-subscribers').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('There are no subscribers to export.');
    expect(screen.getByText('No subscribers')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  test("the card shows the server's count of active subscribers; search and paging ask the server", async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => subscriber(12 - index, index !== 1));
    renderWithApp(<AdminSubscribersPage />, {
      mocks: [
        answer({ search: null, page: 1 }, firstPage, { pageCount: 2, total: 12, active: 11 }),
        answer({ search: null, page: 2 }, [subscriber(2), subscriber(1)], { pageCount: 2, total: 12, active: 11 }),
        answer({ search: 'R2@', page: 1 }, [subscriber(2)], { total: 12, active: 11 }),
      ],
    });
    await screen.findByText('r12@example.com');
    expect(screen.getByTestId('total-subscribers').textContent).toBe('11');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(screen.getByText('r1@example.com')).toBeTruthy();
    expect(screen.queryByText('r12@example.com')).toBeNull();
    // A new search starts again at page 1.
    fireEvent.change(screen.getByPlaceholderText('Search subscribers...'), { target: { value: 'R2@' } });
    await screen.findByText('r2@example.com');
    await screen.findByText('Subscribed');
    expect(screen.queryByText('r1@example.com')).toBeNull();
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    expect(screen.getByTestId('total-subscribers').textContent).toBe('11');
  });
});
