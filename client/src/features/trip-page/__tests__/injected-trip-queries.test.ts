import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { typePolicies } from '../../../app/apollo';
import { SiteSettingsDocument, TripImagesSettingsDocument, TripPageDocument } from '../../../gql/graphql';
import { kyotoTrip, TRIP_UUID } from '../../../pages/trip/__tests__/trip-fixture';
import { INJECTED_TRIP_QUERIES_ID, seedInjectedTripQueries } from '../injected-trip-queries';

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache({ typePolicies }) });

function injectBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INJECTED_TRIP_QUERIES_ID;
  block.textContent = text;
  document.body.append(block);
}

const ANSWERS = {
  TripPage: { variables: { uuid: TRIP_UUID }, data: kyotoTrip() },
  TripImagesSettings: { variables: {}, data: { publicSettings: { __typename: 'PublicSettings', placePhotosEnabled: false } } },
  SiteSettings: { variables: {}, data: { publicSettings: { __typename: 'PublicSettings', siteName: 'Trips & Co', supportEmail: 'help@example.com', maintenanceMode: false } } },
};

afterEach(() => {
  document.getElementById(INJECTED_TRIP_QUERIES_ID)?.remove();
  jest.restoreAllMocks();
});

describe('the queries a trip page came with', () => {
  it('go into the cache, so the page reads them without a request, and are read once', () => {
    injectBlock(JSON.stringify(ANSWERS));
    const client = newClient();
    seedInjectedTripQueries(client);
    expect(client.readQuery({ query: TripPageDocument, variables: { uuid: TRIP_UUID } })?.trip).toEqual(kyotoTrip().trip);
    expect(client.readQuery({ query: TripImagesSettingsDocument })?.publicSettings.placePhotosEnabled).toBe(false);
    expect(client.readQuery({ query: SiteSettingsDocument })?.publicSettings.siteName).toBe('Trips & Co');
    expect(document.getElementById(INJECTED_TRIP_QUERIES_ID)).toBeNull();

    const later = newClient();
    seedInjectedTripQueries(later);
    expect(later.readQuery({ query: TripPageDocument, variables: { uuid: TRIP_UUID } })).toBeNull();
  });

  it('a damaged block is ignored: the page asks the server as usual', () => {
    injectBlock('{"TripPage": ');
    const client = newClient();
    expect(() => seedInjectedTripQueries(client)).not.toThrow();
    expect(client.readQuery({ query: TripPageDocument, variables: { uuid: TRIP_UUID } })).toBeNull();
  });

  it('an answer of the wrong shape does not stand in for the query (the page asks the server), and the others are kept', () => {
    // Apollo reports the missing fields while writing (in development builds)
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    injectBlock(JSON.stringify({ ...ANSWERS, TripPage: { variables: { uuid: TRIP_UUID }, data: { trip: { __typename: 'Trip', uuid: TRIP_UUID } } }, TripMapTiles: 'nonsense' }));
    const client = newClient();
    seedInjectedTripQueries(client);
    expect(client.readQuery({ query: TripPageDocument, variables: { uuid: TRIP_UUID } })).toBeNull();
    expect(client.readQuery({ query: SiteSettingsDocument })?.publicSettings.siteName).toBe('Trips & Co');
  });
});
