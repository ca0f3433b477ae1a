import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../../../test/render';
import { TripImagesPlacePhotoDocument, TripImagesPlaceSearchDocument } from '../../../../gql/graphql';
import { tripSettingsMocks } from '../../../../pages/trip/__tests__/trip-fixture';
import { ActivityImage } from '../ActivityImage';
import { HotelImage } from '../HotelImage';
import { useHeroImageSources } from '../useHeroImageSources';

const search = (query: string, photoUrl: string | null, placeId: string | null = photoUrl ? 'ChIJ-x' : null) => ({
  request: { query: TripImagesPlaceSearchDocument, variables: { query } },
  result: { data: { placeSearch: { __typename: 'PlaceSearchResult', placeId, photoUrl } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const KINKAKUJI = { title: 'Kinkaku-ji', address: null, city: 'Kyoto', placeId: null, imageUrl: null };
const image = () => document.querySelector('img');

describe('activity images', () => {
  it('offline: the type illustration, without asking for a photo', async () => {
    renderWithApp(<ActivityImage activity={KINKAKUJI} type="sightseeing" size={72} />, { mocks: tripSettingsMocks() });
    await waitFor(() => expect(screen.queryByLabelText('Loading image')).toBeNull());
    expect(image()).toBeNull();
  });

  it('looks the photo up on mount: loading, then loaded', async () => {
    renderWithApp(<ActivityImage activity={KINKAKUJI} type="sightseeing" size={72} />, {
      mocks: [...tripSettingsMocks({ placePhotosEnabled: true }), search('Kinkaku-ji, Kyoto', '/api/places/media/ChIJ-k/AUc7-k?maxWidth=400')],
    });
    expect(screen.getByLabelText('Loading image')).toBeTruthy();
    await waitFor(() => expect(image()?.getAttribute('src')).toBe('/api/places/media/ChIJ-k/AUc7-k?maxWidth=400'));
    expect(screen.getByLabelText('Loading image')).toBeTruthy();
    fireEvent.load(image()!);
    expect(screen.queryByLabelText('Loading image')).toBeNull();
  });

  it("tries the activity's place photo first", async () => {
    renderWithApp(<ActivityImage activity={{ ...KINKAKUJI, placeId: 'ChIJ-kinkaku' }} type="sightseeing" size={72} />, {
      mocks: [
        ...tripSettingsMocks({ placePhotosEnabled: true }),
        { request: { query: TripImagesPlacePhotoDocument, variables: { placeId: 'ChIJ-kinkaku', maxWidth: 400 } }, result: { data: { placePhoto: { __typename: 'PlacePhoto', photoUrl: '/api/places/media/ChIJ-kinkaku/AUc7-p?maxWidth=400' } } } },
      ],
    });
    await waitFor(() => expect(image()?.getAttribute('src')).toBe('/api/places/media/ChIJ-kinkaku/AUc7-p?maxWidth=400'));
  });

  it("a photo that fails to load says 'Failed to load image' and Retry loads it again", async () => {
    const url = 'https://img.example/kinkaku.jpg';
    renderWithApp(<ActivityImage activity={{ ...KINKAKUJI, imageUrl: url }} type="sightseeing" size={72} />, { mocks: tripSettingsMocks({ placePhotosEnabled: true }) });
    await waitFor(() => expect(image()?.getAttribute('src')).toBe(url));
    fireEvent.error(image()!);
    expect(screen.getByText('Failed to load image')).toBeTruthy();
    expect(image()).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry loading the image of Kinkaku-ji' })));
    expect(screen.queryByText('Failed to load image')).toBeNull();
    fireEvent.load(image()!);
    expect(image()?.getAttribute('src')).toBe(url);
  });

  it('with no photo found anywhere, the illustration stands in', async () => {
    renderWithApp(<ActivityImage activity={KINKAKUJI} type="sightseeing" size={72} />, {
      mocks: [...tripSettingsMocks({ placePhotosEnabled: true }), search('Kinkaku-ji, Kyoto', null), search('Kinkaku-ji', null)],
    });
    await waitFor(() => expect(screen.queryByLabelText('Loading image')).toBeNull());
    expect(image()).toBeNull();
    expect(screen.queryByText('Failed to load image')).toBeNull();
  });
});

describe('hotel images', () => {
  const hotel = { name: 'Ryokan Yachiyo', location: 'Kyoto, Japan', imageUrl: null };

  it('a skeleton, then the first query result that has a photo, at 800 px', async () => {
    renderWithApp(<HotelImage hotel={hotel} />, {
      mocks: [
        ...tripSettingsMocks({ placePhotosEnabled: true }),
        search('Ryokan Yachiyo, Kyoto, Japan', null, 'ChIJ-nophoto'),
        search('Ryokan Yachiyo, Kyoto', '/api/places/media/ChIJ-y/AUc7-y?maxWidth=400'),
      ],
    });
    expect(screen.getByLabelText('Loading image')).toBeTruthy();
    await waitFor(() => expect(image()?.getAttribute('src')).toBe('/api/places/media/ChIJ-y/AUc7-y?maxWidth=800'));
    fireEvent.load(image()!);
    expect(screen.queryByLabelText('Loading image')).toBeNull();
  });

  it('a photo that fails to load leaves the fallback picture, never a broken image', async () => {
    renderWithApp(<HotelImage hotel={{ ...hotel, imageUrl: 'https://img.example/broken.jpg' }} />, { mocks: tripSettingsMocks({ placePhotosEnabled: true }) });
    await waitFor(() => expect(image()).toBeTruthy());
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(screen.queryByLabelText('Loading image')).toBeNull();
  });
});

describe('hero image order', () => {
  function Hero(props: { featuredImage?: string | null; overview?: string | null }) {
    const sources = useHeroImageSources({ destination: 'Kyoto', country: 'Japan', featuredImage: props.featuredImage, destinationOverview: { imageUrl: props.overview } });
    return <output>{JSON.stringify(sources.map((source) => (source?.startsWith('data:') ? 'cover' : source)))}</output>;
  }
  const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as unknown[];

  it('featured, the fetched destination photo at 1600 px, the overview, the default', async () => {
    renderWithApp(<Hero overview="https://img.example/overview.jpg" />, {
      mocks: [...tripSettingsMocks({ placePhotosEnabled: true }), search('Kyoto, Japan', '/api/places/media/ChIJ-kyoto/AUc7-kyoto?maxWidth=400')],
    });
    await waitFor(() => expect(shown()).toEqual([null, '/api/places/media/ChIJ-kyoto/AUc7-kyoto?maxWidth=1600', 'https://img.example/overview.jpg', 'test-file-stub']));
  });

  it('offline, the generated cover is the fetched destination image; a featured image needs no lookup', async () => {
    renderWithApp(<Hero overview={null} />, { mocks: tripSettingsMocks() });
    await waitFor(() => expect(shown()).toEqual([null, 'cover', null, 'test-file-stub']));
    renderWithApp(<Hero featuredImage="https://img.example/featured.jpg" />, { mocks: [] });
    expect(JSON.parse(screen.getAllByRole('status')[1].textContent ?? '[]')[0]).toBe('https://img.example/featured.jpg');
  });
});
