import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { AdminDashboardActivityDocument, AdminDashboardStatsDocument } from '../../../../gql/graphql';
import AdminDashboardPage, { ACTIVITY_ERROR, STATS_ERROR } from '../AdminDashboardPage';

const stats = {
  request: { query: AdminDashboardStatsDocument },
  result: { data: { adminStats: { __typename: 'Stats' as const, totalUsers: 1234, activeTrips: 7, tripsGenerated: 42, averageTripLength: 4.5 } } },
};
const activity = (items: unknown[]) => ({ request: { query: AdminDashboardActivityDocument, variables: { limit: 10 } }, result: { data: { adminActivity: items } } });
const saved = { __typename: 'AdminActivity', id: 3, action: 'Trip Saved', details: { destination: 'Kyoto', country: 'Japan' }, createdAt: '2026-11-20T09:30:00.000Z', userInfo: { __typename: 'ActivityUserInfo', email: 'ada@example.com' } };
const generated = { __typename: 'AdminActivity', id: 2, action: 'Trip Generated', details: {}, createdAt: '2026-11-19T09:30:00.000Z', userInfo: null };

describe('the admin dashboard (docs/product/accounts-admin.md, section 2: admin dashboard)', () => {
  it('shows the four figures and the recent activity with its disabled View All Activity button', async () => {
    render(
      <MockedProvider mocks={[stats, activity([saved, generated])]}>
        <AdminDashboardPage />
      </MockedProvider>,
    );
    const cards = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.textContent)).toEqual(['Total Users1,234', 'Active Trips (last 30 days)7', 'Trips Generated42', 'Average Trip Length (days)4.5']);
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    expect(await within(recent).findByText('ada@example.com')).toBeTruthy();
    expect(within(recent).getByText('A visitor')).toBeTruthy();
    expect(within(recent).getByText('· Kyoto, Japan')).toBeTruthy();
    expect((within(recent).getByRole('button', { name: 'View All Activity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'No activity recorded yet.' when there is none", async () => {
    render(
      <MockedProvider mocks={[stats, activity([])]}>
        <AdminDashboardPage />
      </MockedProvider>,
    );
    expect(await screen.findByText('No activity recorded yet.')).toBeTruthy();
  });

  it('shows the documented errors when the figures or the activity fail to load', async () => {
    render(
      <MockedProvider mocks={[{ ...stats, result: undefined, error: new Error('down') }, { ...activity([]), result: undefined, error: new Error('down') }]}>
        <AdminDashboardPage />
      </MockedProvider>,
    );
    expect(screen.getByText('Loading statistics…')).toBeTruthy();
    expect(await screen.findByText(STATS_ERROR)).toBeTruthy();
    expect(await screen.findByText(ACTIVITY_ERROR)).toBeTruthy();
  });
});
