/** Google Places API (New) Text Search: one POST per query, asking only for the fields we use. */
import { googlePlacesRequest, type GooglePlacesOptions } from './google-places-request.js';
import type { FoundPlace, PlaceQuery, PlaceSearch } from './places.service.js';

// Photos cost nothing extra: they are in the same billing tier as location and address.
const FIELDS = ['places.id', 'places.displayName', 'places.formattedAddress', 'places.location', 'places.businessStatus', 'places.photos'].join(',');
/** Google caps a location bias circle at 50 km. */
const MAX_BIAS_METRES = 50_000;

interface SearchTextResponse {
  places?: Array<{
    id?: string;
    displayName?: { text?: string };
    formattedAddress?: string;
    location?: { latitude?: number; longitude?: number };
    businessStatus?: string;
    photos?: Array<{ name?: string }>;
  }>;
}

export class GoogleTextSearch implements PlaceSearch {
  constructor(private readonly options: GooglePlacesOptions) {}

  async search({ text, near, radiusKm = 40 }: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined> {
    const body = {
      textQuery: text,
      pageSize: 1,
      ...(near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: Math.min(MAX_BIAS_METRES, radiusKm * 1000) } } } : {}),
    };
    const response = await googlePlacesRequest(this.options, '/v1/places:searchText', { method: 'POST', fieldMask: FIELDS, body, signal });
    const [place] = ((await response.json()) as SearchTextResponse).places ?? [];
    const { latitude, longitude } = place?.location ?? {};
    if (!place?.id || typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
    const photoName = place.photos?.find((photo) => typeof photo.name === 'string')?.name;
    return {
      placeId: place.id,
      name: place.displayName?.text ?? '',
      address: place.formattedAddress ?? '',
      businessStatus: place.businessStatus ?? '',
      lat: latitude,
      lng: longitude,
      ...(photoName ? { photoName } : {}),
    };
  }
}
