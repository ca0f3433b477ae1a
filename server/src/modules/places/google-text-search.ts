/** Google Places API (New) Text Search: one POST per query, asking only for the fields we use. */
import { PlaceLookupError, type FoundPlace, type PlaceQuery, type PlaceSearch } from './places.service.js';

const ENDPOINT = 'https://places.googleapis.com/v1/places:searchText';
const FIELDS = ['places.id', 'places.displayName', 'places.formattedAddress', 'places.location', 'places.businessStatus'].join(',');
/** Google caps a location bias circle at 50 km. */
const MAX_BIAS_METRES = 50_000;
const TIMEOUT_MS = 10_000;

interface SearchTextResponse {
  places?: Array<{
    id?: string;
    displayName?: { text?: string };
    formattedAddress?: string;
    location?: { latitude?: number; longitude?: number };
    businessStatus?: string;
  }>;
}

export class GoogleTextSearch implements PlaceSearch {
  constructor(
    private readonly apiKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async search({ text, near, radiusKm = 40 }: PlaceQuery, signal?: AbortSignal): Promise<FoundPlace | undefined> {
    const body = {
      textQuery: text,
      pageSize: 1,
      ...(near ? { locationBias: { circle: { center: { latitude: near.lat, longitude: near.lng }, radius: Math.min(MAX_BIAS_METRES, radiusKm * 1000) } } } : {}),
    };
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.fetchImpl(ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.apiKey, 'x-goog-fieldmask': FIELDS },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PlaceLookupError(`Google Places did not answer: ${(error as Error).message}`);
    }
    // The key must never reach a log, so only the status is kept.
    if (!response.ok) throw new PlaceLookupError(`Google Places answered ${response.status}`);
    const [place] = ((await response.json()) as SearchTextResponse).places ?? [];
    const { latitude, longitude } = place?.location ?? {};
    if (!place?.id || typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
    return { placeId: place.id, name: place.displayName?.text ?? '', address: place.formattedAddress ?? '', businessStatus: place.businessStatus ?? '', lat: latitude, lng: longitude };
  }
}
