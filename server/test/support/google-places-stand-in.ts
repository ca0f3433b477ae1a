/**
 * A local server that answers like Google Places API (New) for what Odyssey uses: Text Search
 * (POST /v1/places:searchText), Place Details with photos (GET /v1/places/{id}) and photo media
 * (GET /v1/places/{id}/photos/{photo}/media, with skipHttpRedirect), plus the image host the
 * media answer points to. Tests give it places by name and script failures; every request is
 * recorded, so a test can count upstream calls and check where the key was sent.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG, the bytes every stand-in photo serves. */
export const STAND_IN_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

export interface StandInPlace {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** photo ids, e.g. ['AUc7-photo'] */
  photos: string[];
}

export interface RecordedPlacesRequest {
  method: string;
  path: string;
  apiKey?: string;
  fieldMask?: string;
  body?: Record<string, unknown>;
}

export interface GooglePlacesStandIn {
  /** as GOOGLE_PLACES_BASE_URL */
  baseUrl: string;
  key: string;
  requests: RecordedPlacesRequest[];
  /** the place a text query finds; a query naming none finds nothing */
  add(textQuery: string, place: StandInPlace): void;
  /** the next request whose path starts with this prefix answers with this status */
  failNext(pathPrefix: string, status: number): void;
  /** images are served with this content type (default image/png) */
  imageContentType: string;
  reset(): void;
  close(): Promise<void>;
}

export async function startGooglePlacesStandIn(key = 'stand-in-google-key'): Promise<GooglePlacesStandIn> {
  const byQuery = new Map<string, StandInPlace>();
  const failures: Array<{ prefix: string; status: number }> = [];
  const standIn: GooglePlacesStandIn = {
    baseUrl: '',
    key,
    requests: [],
    imageContentType: 'image/png',
    add: (textQuery, place) => void byQuery.set(textQuery.toLowerCase(), place),
    failNext: (prefix, status) => void failures.push({ prefix, status }),
    reset: () => {
      standIn.requests.length = 0;
      failures.length = 0;
      standIn.imageContentType = 'image/png';
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const places = () => [...byQuery.values()];

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => sendJson(res, 500, { error: { code: 500, message: error.message, status: 'INTERNAL' } }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', standIn.baseUrl);
    const raw = await readBody(req);
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
    standIn.requests.push({ method: req.method ?? '', path: url.pathname + url.search, apiKey: header('x-goog-api-key') ?? url.searchParams.get('key') ?? undefined, fieldMask: header('x-goog-fieldmask'), body: raw ? JSON.parse(raw) : undefined });

    const failure = failures.findIndex((f) => url.pathname.startsWith(f.prefix));
    if (failure >= 0) {
      const [{ status }] = failures.splice(failure, 1);
      return sendJson(res, status, { error: { code: status, message: 'scripted failure', status: 'UNAVAILABLE' } });
    }
    if (url.pathname.startsWith('/images/')) {
      res.writeHead(200, { 'content-type': standIn.imageContentType, 'content-length': STAND_IN_PNG.length });
      return res.end(STAND_IN_PNG);
    }
    if (header('x-goog-api-key') !== key) return sendJson(res, 403, { error: { code: 403, message: 'API key not valid', status: 'PERMISSION_DENIED' } });

    if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
      const textQuery = String((JSON.parse(raw) as { textQuery?: unknown }).textQuery ?? '').toLowerCase();
      const place = byQuery.get(textQuery);
      if (!place) return sendJson(res, 200, {});
      const photos = header('x-goog-fieldmask')?.includes('places.photos') ? { photos: photosOf(place) } : {};
      return sendJson(res, 200, { places: [{ id: place.id, displayName: { text: place.name, languageCode: 'en' }, formattedAddress: `${place.name}, Somewhere`, location: { latitude: place.lat, longitude: place.lng }, businessStatus: 'OPERATIONAL', ...photos }] });
    }
    const media = /^\/v1\/places\/([^/]+)\/photos\/([^/]+)\/media$/.exec(url.pathname);
    if (req.method === 'GET' && media) {
      const width = Number(url.searchParams.get('maxWidthPx'));
      if (!(width >= 1 && width <= 4800)) return sendJson(res, 400, { error: { code: 400, message: 'maxWidthPx must be 1 to 4800', status: 'INVALID_ARGUMENT' } });
      if (url.searchParams.get('skipHttpRedirect') !== 'true') return sendJson(res, 400, { error: { code: 400, message: 'this stand-in only answers skipHttpRedirect=true', status: 'INVALID_ARGUMENT' } });
      return sendJson(res, 200, { name: `places/${media[1]}/photos/${media[2]}/media`, photoUri: `${standIn.baseUrl}/images/${media[2]}.png?w=${width}` });
    }
    const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && details) {
      const place = places().find((candidate) => candidate.id === details[1]);
      if (!place) return sendJson(res, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      return sendJson(res, 200, header('x-goog-fieldmask') === 'photos' && place.photos.length ? { photos: photosOf(place) } : {});
    }
    sendJson(res, 404, { error: { code: 404, message: `no route ${req.method} ${url.pathname}`, status: 'NOT_FOUND' } });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

function photosOf(place: StandInPlace) {
  return place.photos.map((photo) => ({ name: `places/${place.id}/photos/${photo}`, widthPx: 4032, heightPx: 3024, authorAttributions: [{ displayName: 'A traveller' }] }));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
