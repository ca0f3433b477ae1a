/**
 * Google Places API (New) photos: a place's first photo (Place Details with the photos field)
 * and a photo's bytes. Photo media needs the key, so we ask for the short-lived image address
 * (skipHttpRedirect) with the key in a header, then fetch the image from there without it.
 */
import { Readable } from 'node:stream';
import { googlePlacesRequest, type GooglePlacesOptions } from './google-places-request.js';
import { PlaceLookupError } from './place-lookup-error.js';
import type { PhotoMedia, PlacePhotoSource } from './places.service.js';

interface PlaceDetailsResponse {
  photos?: Array<{ name?: string }>;
}

export class GooglePlacePhotos implements PlacePhotoSource {
  constructor(private readonly options: GooglePlacesOptions) {}

  async firstPhotoName(placeId: string, signal?: AbortSignal): Promise<string | undefined> {
    const response = await googlePlacesRequest(this.options, `/v1/places/${encodeURIComponent(placeId)}`, { fieldMask: 'photos', signal });
    const { photos } = (await response.json()) as PlaceDetailsResponse;
    return photos?.find((photo) => typeof photo.name === 'string')?.name;
  }

  async media(photoName: string, maxWidth: number, signal?: AbortSignal): Promise<PhotoMedia> {
    const path = `/v1/${photoName.split('/').map(encodeURIComponent).join('/')}/media?maxWidthPx=${maxWidth}&skipHttpRedirect=true`;
    const { photoUri } = (await (await googlePlacesRequest(this.options, path, { signal })).json()) as { photoUri?: unknown };
    if (typeof photoUri !== 'string' || !/^https?:\/\//.test(photoUri)) throw new PlaceLookupError('Google Places gave no photo address');
    const fetchImpl = this.options.fetchImpl ?? fetch;
    let image: Response;
    try {
      image = await fetchImpl(photoUri, { signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(15_000)]) : AbortSignal.timeout(15_000) });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new PlaceLookupError(`The photo did not load: ${(error as Error).message}`);
    }
    if (!image.ok || !image.body) {
      await image.body?.cancel();
      throw new PlaceLookupError(`The photo answered ${image.status}`);
    }
    const length = Number(image.headers.get('content-length'));
    return {
      contentType: (image.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase(),
      contentLength: Number.isInteger(length) && length > 0 ? length : undefined,
      body: Readable.fromWeb(image.body as import('node:stream/web').ReadableStream<Uint8Array>),
    };
  }
}
