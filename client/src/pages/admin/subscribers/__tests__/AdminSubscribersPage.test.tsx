import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../../../test/render';
import { AdminSubscribersPageDocument } from '../../../../gql/graphql';
import AdminSubscribersPage from '../AdminSubscribersPage';

const subscriber = (id: number, subscribed = true) => ({ __typename: 'Subscriber' as const, id, email: `r${id}@example.com`, subscribed, subscribedAt: '2026-03-01T10:00:00.000Z' });
const list = (rows: object[]) => ({ request: { query: AdminSubscribersPageDocument }, result: { data: { adminSubscribers: rows } } });

describe('Newsletter Subscribers', () => {
  test('an empty list: No results., a count of 0, and Export CSV says there is nothing to export (no download)', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderWithApp(<AdminSubscribersPage />, { mocks: [list([])] });
    await screen.findByText('No results.');
    expect(screen.getByTestId('total-subscribers').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('There are no subscribers to export.');
    expect(screen.getByText('No subscribers')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  test('Total Subscribers counts active subscribers only; one page shows no pager', async () => {
    renderWithApp(<AdminSubscribersPage />, { mocks: [list([subscriber(3), subscriber(2, false), subscriber(1)])] });
    await screen.findByText('r3@example.com');
    expect(screen.getByTestId('total-subscribers').textContent).toBe('2');
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('Search subscribers...'), { target: { value: 'R2@' } });
    expect(screen.queryByText('r3@example.com')).toBeNull();
    expect(screen.getByText('r2@example.com')).toBeTruthy();
  });
});
