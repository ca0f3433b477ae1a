import { screen, within } from '@testing-library/react';
import { renderAs, signedIn } from '../../../features/companions/__tests__/render-as';
import { MyTripsPageDocument } from '../../../gql/graphql';
import MyTripsPage from '../MyTripsPage';

const trip = (uuid: string, destination: string, sharing: { owner: string; role: string; companions: { username: string; role: string }[] }) => ({
  __typename: 'Trip' as const,
  uuid,
  destination,
  country: 'Japan',
  customHeader: null,
  startDate: null,
  endDate: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  featuredImage: null,
  preferences: { __typename: 'Preferences' as const, duration: '3 days', travelers: '2' },
  sharing: { __typename: 'TripSharing' as const, ...sharing, companions: sharing.companions.map((companion) => ({ __typename: 'TripCompanion' as const, ...companion })) },
});

const myTrips = {
  request: { query: MyTripsPageDocument },
  result: {
    data: {
      myTrips: [
        trip('11111111-1111-4111-8111-111111111111', 'Kyoto', { owner: 'ana', role: 'editor', companions: [{ username: 'ben', role: 'editor' }] }),
        trip('22222222-2222-4222-8222-222222222222', 'Osaka', { owner: 'ben', role: 'owner', companions: [{ username: 'cleo', role: 'viewer' }, { username: 'dan', role: 'editor' }] }),
        trip('33333333-3333-4333-8333-333333333333', 'Nara', { owner: 'ben', role: 'owner', companions: [] }),
        trip('44444444-4444-4444-8444-444444444444', 'Kobe', { owner: 'eve', role: 'viewer', companions: [{ username: 'ben', role: 'viewer' }] }),
      ],
    },
  },
};

describe('My Trips with companions', () => {
  it("marks a companion's trips 'Shared by' their owner with the part, names the owner's companions, and offers Delete only on owned trips", async () => {
    renderAs(<MyTripsPage />, { session: signedIn(9, 'ben'), mocks: [myTrips], path: '/my-trips', route: '/my-trips' });
    const kyoto = within(await screen.findByRole('article', { name: 'Trip to Kyoto' }));
    expect(kyoto.getByText('Shared by ana · Editor')).toBeTruthy();
    expect(kyoto.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(kyoto.getByRole('link', { name: 'View Details' })).toBeTruthy();

    const kobe = within(screen.getByRole('article', { name: 'Trip to Kobe' }));
    expect(kobe.getByText('Shared by eve · Viewer')).toBeTruthy();
    expect(kobe.queryByRole('button', { name: /Delete/ })).toBeNull();

    const osaka = within(screen.getByRole('article', { name: 'Trip to Osaka' }));
    expect(osaka.getByText('With cleo and dan')).toBeTruthy();
    expect(osaka.getByRole('button', { name: 'Delete Trip to Osaka' })).toBeTruthy();

    const nara = within(screen.getByRole('article', { name: 'Trip to Nara' }));
    expect(nara.queryByText(/^With |^Shared by /)).toBeNull();
    expect(nara.getByRole('button', { name: 'Delete Trip to Nara' })).toBeTruthy();
  });
});
