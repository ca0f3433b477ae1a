import defaultCover from '../../../assets/default-cover.svg';
import { destinationCoverUrl } from '../../../components/images/destination-cover';
import { destinationPhotoQueries, HERO_PHOTO_WIDTH } from './photo-lookups';
import { usePlacePhoto } from './usePlacePhoto';

interface HeroTrip {
  destination: string;
  country: string;
  featuredImage?: string | null;
  destinationOverview?: { imageUrl?: string | null } | null;
}

/**
 * The hero's pictures in the spec's order (docs/product/traveller.md, section 2): the featured image, a
 * fetched destination image, the overview image, the default image. The fetched image is the
 * place photo for "destination, country" at 1600 px when place photos are configured, and the
 * generated offline cover otherwise or when none is found. While it is being looked up, only
 * a featured image may show, so the hero never swaps one picture for an earlier one.
 */
export function useHeroImageSources(trip: HeroTrip): Array<string | null | undefined> {
  const { state } = usePlacePhoto({ queries: destinationPhotoQueries(trip.destination, trip.country), width: HERO_PHOTO_WIDTH, skip: !!trip.featuredImage });
  if (state.status === 'loading') return [trip.featuredImage];
  const fetched = state.status === 'found' ? state.photoUrl : destinationCoverUrl(trip.destination, trip.country);
  return [trip.featuredImage, fetched, trip.destinationOverview?.imageUrl, defaultCover];
}
