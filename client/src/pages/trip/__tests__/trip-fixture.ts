/** A complete trip as the TripPage query returns it, for component tests. */
import type { MockLink } from '@apollo/client/testing';
import { TripImagesSettingsDocument, TripMapTilesDocument, TripPagePermissionsDocument, TripPageViewersDocument, type TripPageQuery } from '../../../gql/graphql';

export const TRIP_UUID = '11111111-2222-4333-8444-555555555555';

type Trip = Record<string, unknown>;

const activity = (id: string, title: string, type: string, time: string, lat: number, lng: number) => ({
  __typename: 'Activity',
  id,
  title,
  description: `About ${title}.`,
  type,
  time,
  timeframe: null,
  duration: 90,
  address: `${title} street 1`,
  imageUrl: null,
  placeId: null,
  location: { __typename: 'ActivityLocation', lat, lng, city: 'Kyoto' },
});

export function kyotoTrip(overrides: Trip = {}): TripPageQuery {
  const days = [1, 2, 3, 4, 5].map((day) => ({
    __typename: 'ItineraryDay',
    day,
    title: `Day title ${day}`,
    description: day === 1 ? 'A first day among temples.' : null,
    activities: [
      activity(`d${day}a1`, day === 1 ? 'Kinkaku-ji' : `Temple ${day}`, 'sightseeing', '09:00', 35.03 + day / 100, 135.72),
      activity(`d${day}a2`, day === 1 ? 'Lunch at Nishiki Market' : `Lunch ${day}`, 'meal', '12:30', 35.0 + day / 100, 135.76),
      activity(`d${day}a3`, day === 1 ? 'Philosopher’s Path' : `Walk ${day}`, 'other', '15:00', 35.02, 135.79 + day / 100),
    ],
  }));
  return {
    __typename: 'Query',
    trip: {
      __typename: 'Trip',
      uuid: TRIP_UUID,
      revision: 7,
      userId: null,
      manualEdits: [],
      canUndoRegeneration: false,
      destination: 'Kyoto',
      country: 'Japan',
      customHeader: null,
      startDate: '2027-04-02',
      endDate: '2027-04-06',
      featuredImage: null,
      destinationOverview: null,
      preferences: {
        __typename: 'Preferences',
        budgetLevel: 4,
        travelers: '2',
        duration: '5 days',
        activities: ['Historical Sites', 'Photography'],
        travelStyle: ['Cultural'],
        accommodation: ['Ryokan'],
        currency: 'USD',
      },
      itinerary: days,
      accommodations: [
        {
          __typename: 'Accommodation',
          name: 'Machiya rental in Higashiyama',
          type: 'apartment',
          description: 'A restored wooden townhouse.',
          pricePerNight: 29000.4,
          currency: 'JPY',
          rating: null,
          imageUrl: null,
          location: 'Higashiyama, Kyoto, Japan',
          budgetLevel: 4,
        },
      ],
      ...overrides,
    },
  } as unknown as TripPageQuery;
}

/** The settings the trip page reads besides the trip: place photos off (offline art) and the default tiles. */
export function tripSettingsMocks({ placePhotosEnabled = false } = {}): MockLink.MockedResponse[] {
  return [
    { request: { query: TripImagesSettingsDocument }, result: { data: { publicSettings: { __typename: 'PublicSettings', placePhotosEnabled } } }, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: TripMapTilesDocument },
      result: {
        data: {
          publicSettings: {
            __typename: 'PublicSettings',
            mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
            mapTileAttribution: '© OpenStreetMap contributors',
            mapTileAttributionUrl: 'https://www.openstreetmap.org/copyright',
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/**
 * The answer to the trip page's permissions query for this browser; `result` is a mock, to see
 * that it was asked. An editor may read the wallet; `more` gives a companion's or owner's part.
 */
export function permissionsMock(canEdit: boolean, more: { canViewWallet?: boolean; canShare?: boolean; role?: string | null } = {}) {
  const permissions = { canViewWallet: canEdit, canShare: false, role: null, ...more };
  return {
    request: { query: TripPagePermissionsDocument, variables: { tripUuid: TRIP_UUID } },
    result: jest.fn(() => ({ data: { tripPermissions: { __typename: 'TripPermissions', canEdit, ...permissions } } })),
  };
}

/** Who has the trip open, as tripViewers answers its travellers; `result` is a mock, to count the askings. */
export function viewersMock(...viewers: Array<{ username: string | null; pages?: number }>) {
  return {
    request: { query: TripPageViewersDocument, variables: { tripUuid: TRIP_UUID } },
    result: jest.fn(() => ({ data: { tripViewers: viewers.map(({ username, pages = 1 }) => ({ __typename: 'TripViewer', username, pages })) } })),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
