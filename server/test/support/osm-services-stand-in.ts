/**
 * A local server that answers like the self-hosted OpenStreetMap services Odyssey asks: Nominatim's
 * search (GET {nominatimUrl}/search, format=jsonv2) and Overpass's interpreter (POST
 * {overpassUrl}, form field `data` holding Overpass QL). It answers from the places a test gives
 * it (the real ones of an extract, from readExtract) and honours what the real services honour:
 * Nominatim's viewbox with bounded=1, limit, namedetails and featureType=settlement; Overpass's
 * around: radius in metres, its case-insensitive regular expression on the name tag, `out center`
 * (a way's or relation's position) and the output limit. Every request is recorded, with what was
 * answered, and a test can make it misbehave: a 500, a body that is not JSON, JSON in a shape the
 * service never uses, an answer that comes late or a body that stops half-way.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place as the store holds it (StorePlace fits): osmId "way/28712148" says node, way or relation. */
export interface OsmStandInPlace {
  osmId?: string;
  name: string;
  /** language code to name, as OSM's name:xx tags */
  otherNames?: Record<string, string>;
  lat: number;
  lng: number;
  /** "Städtle 32, 9490 Vaduz" */
  address?: string;
}

/** A town or city: what Nominatim's featureType=settlement finds. */
export interface OsmStandInSettlement {
  osmId?: string;
  name: string;
  otherNames?: Record<string, string>;
  lat: number;
  lng: number;
  country: string;
}

export type OsmMisbehaviour =
  /** a 500 with an error page */
  | 'status-500'
  /** a 200 whose body is not JSON (an HTML error page, as a proxy in front would send) */
  | 'not-json'
  /** a 200 with JSON the service never sends: an object for Nominatim, no elements list for Overpass */
  | 'wrong-shape'
  /** a 200 whose headers and first bytes come, then nothing more until the client leaves */
  | 'stalled-body'
  /** the right answer, after this long */
  | { delayMs: number };

export interface RecordedOsmRequest {
  service: 'nominatim' | 'overpass' | 'unknown';
  method: string;
  /** the path and query string, as received */
  path: string;
  query: Record<string, string>;
  /** the raw request body ('' for a GET) */
  body: string;
  /** Overpass: the QL query (the form field `data`) */
  data?: string;
  /** the parsed JSON answer, when it was a well-formed one */
  answer?: unknown;
  /** how many places the answer held */
  answered?: number;
}

export interface OsmServicesStandIn {
  /** the server's root, http://127.0.0.1:PORT */
  url: string;
  /** as NOMINATIM_URL: search is at {nominatimUrl}/search */
  nominatimUrl: string;
  /** as OVERPASS_URL: the interpreter itself */
  overpassUrl: string;
  requests: RecordedOsmRequest[];
  /** every later request misbehaves like this; undefined to behave again */
  misbehave(mode: OsmMisbehaviour | undefined): void;
  /** forgets recorded requests and behaves again */
  reset(): void;
  close(): Promise<void>;
}

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const EARTH_RADIUS_M = 6_371_008.8;
const ERROR_PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
/** The one Overpass QL form the stand-in understands; anything else is a parse error, as a changed query should show. */
const OVERPASS_QUERY = /^\[out:json\](?:\[timeout:(\d+)\])?;(nwr|node|way|relation)\(around:(\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)\)\[(?:"name"|~"((?:[^"\\]|\\.)*)")~"((?:[^"\\]|\\.)*)"(,i)?\];out( center)?( tags)?(?: (\d+))?;$/;

interface Entry {
  type: 'node' | 'way' | 'relation';
  id: number;
  name: string;
  otherNames: Record<string, string>;
  lat: number;
  lng: number;
  address?: string;
  country?: string;
  settlement: boolean;
}

export async function startOsmServicesStandIn(places: readonly OsmStandInPlace[], settlements: readonly OsmStandInSettlement[] = []): Promise<OsmServicesStandIn> {
  const entries: Entry[] = [
    ...places.map((place, index) => ({ ...idOf(place.osmId, 1_000_000 + index), name: place.name, otherNames: place.otherNames ?? {}, lat: place.lat, lng: place.lng, address: place.address, settlement: false })),
    ...settlements.map((town, index) => ({ ...idOf(town.osmId, 2_000_000 + index), name: town.name, otherNames: town.otherNames ?? {}, lat: town.lat, lng: town.lng, country: town.country, settlement: true })),
  ];
  let mode: OsmMisbehaviour | undefined;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => send(res, 500, 'text/plain', `stand-in failed: ${error.message}`));
  });

  const standIn: OsmServicesStandIn = {
    url: '',
    nominatimUrl: '',
    overpassUrl: '',
    requests: [],
    misbehave: (next) => {
      mode = next;
    },
    reset: () => {
      standIn.requests.length = 0;
      mode = undefined;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', standIn.url);
    const body = await readBody(req);
    const service = url.pathname.startsWith('/nominatim/') ? 'nominatim' : url.pathname.startsWith('/overpass/') ? 'overpass' : 'unknown';
    const form = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
    const record: RecordedOsmRequest = { service, method: req.method ?? '', path: url.pathname + url.search, query: Object.fromEntries(url.searchParams), body, ...(service === 'overpass' ? { data: form.get('data') ?? undefined } : {}) };
    standIn.requests.push(record);

    const current = mode;
    if (current === 'status-500') return send(res, 500, 'text/html', '<html><body><h1>500 Internal Server Error</h1></body></html>');
    if (current === 'not-json') return send(res, 200, 'application/json', ERROR_PAGE);
    if (current === 'stalled-body') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write(service === 'overpass' ? '{"version":0.6,"elements":[{"type":"node",' : '[{"place_id":1,');
      return; // the rest never comes; close() ends the connection
    }
    if (typeof current === 'object') {
      const gone = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve(false);
        }, current.delayMs);
        timers.add(timer);
        res.once('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
          resolve(true);
        });
      });
      if (await gone) return;
    }

    if (service === 'nominatim' && url.pathname === '/nominatim/search') {
      if (req.method !== 'GET') return sendJson(res, 405, { error: { code: 405, message: 'Method not allowed' } });
      const answer = nominatimSearch(url.searchParams);
      if ('error' in answer) return sendJson(res, 400, answer);
      return answerWith(res, record, current === 'wrong-shape' ? { results: answer } : answer, answer.length);
    }
    if (service === 'overpass' && url.pathname === '/overpass/api/interpreter') {
      const data = form.get('data');
      const answer = data === null ? undefined : overpassQuery(data);
      if (!answer) return send(res, 400, 'text/html', `<html><body><p><strong style="color:#FF0000">Error</strong>: line 1: parse error: the stand-in does not understand ${escapeHtml(data ?? '(no data)')}</p></body></html>`);
      return answerWith(res, record, current === 'wrong-shape' ? { version: 0.6, remark: 'runtime error: Query timed out', result: answer.elements } : answer, answer.elements.length);
    }
    send(res, 404, 'text/plain', `no route ${req.method} ${url.pathname}`);
  }

  /** Nominatim's /search: every word asked must be in one of a place's names or in its address, at least one in the name. */
  function nominatimSearch(params: URLSearchParams): Array<Record<string, unknown>> | { error: { code: number; message: string } } {
    const q = params.get('q');
    if (!q) return { error: { code: 400, message: "Parameter 'q' is required" } };
    if (params.get('format') !== 'jsonv2') return { error: { code: 400, message: 'this stand-in only answers format=jsonv2' } };
    const asked = words(q);
    const limit = Math.min(40, Math.max(1, Number(params.get('limit') ?? 10) || 10));
    const box = params.get('viewbox') ? viewboxOf(params.get('viewbox')!) : undefined;
    if (params.get('viewbox') && !box) return { error: { code: 400, message: 'Bad parameter viewbox' } };
    const bounded = params.get('bounded') === '1' && box !== undefined;
    const settlementsOnly = params.get('featureType') === 'settlement';

    const found = entries
      .filter((entry) => (settlementsOnly ? entry.settlement : true))
      .filter((entry) => !bounded || inside(box!, entry))
      .filter((entry) => {
        const where = new Set(words(displayNameOf(entry)));
        return namesOf(entry).some((name) => {
          const own = new Set(words(name));
          return asked.some((word) => own.has(word)) && asked.every((word) => own.has(word) || where.has(word));
        });
      })
      // The whole name asked first, then places in the viewbox (it is a preference when not bounded).
      .sort((a, b) => rank(b) - rank(a));
    function rank(entry: Entry) {
      return (namesOf(entry).some((name) => words(name).join(' ') === asked.join(' ')) ? 2 : 0) + (box && inside(box, entry) ? 1 : 0);
    }

    return found.slice(0, limit).map((entry, index) => ({
      place_id: 100_000 + index,
      licence: LICENCE,
      osm_type: entry.type,
      osm_id: entry.id,
      lat: entry.lat.toFixed(7),
      lon: entry.lng.toFixed(7),
      category: entry.settlement ? 'place' : 'tourism',
      type: entry.settlement ? 'town' : 'attraction',
      place_rank: entry.settlement ? 16 : 30,
      importance: entry.settlement ? 0.5 : 0.2,
      addresstype: entry.settlement ? 'town' : 'tourism',
      name: entry.name,
      display_name: displayNameOf(entry),
      boundingbox: [entry.lat - 0.0005, entry.lat + 0.0005, entry.lng - 0.0005, entry.lng + 0.0005].map((value) => value.toFixed(7)),
      ...(params.get('namedetails') === '1' ? { namedetails: { name: entry.name, ...Object.fromEntries(Object.entries(entry.otherNames).map(([language, name]) => [`name:${language}`, name])) } } : {}),
    }));
  }

  /** Overpass's interpreter, for the one query form Odyssey sends. */
  function overpassQuery(data: string): { version: number; generator: string; osm3s: object; elements: Array<Record<string, unknown>> } | undefined {
    const parsed = OVERPASS_QUERY.exec(data.trim());
    if (!parsed) return undefined;
    const [, , kind, metres, lat, lng, keyPattern, pattern, caseless, center, , limit] = parsed;
    let nameTest: RegExp;
    // ["name"~"…"] tests the name tag; [~"^(name|name:…)$"~"…"] every tag whose key matches, as Overpass does.
    let keyTest: RegExp | undefined;
    try {
      nameTest = new RegExp(pattern.replace(/\\(.)/g, '$1'), caseless ? 'iu' : 'u');
      keyTest = keyPattern === undefined ? undefined : new RegExp(keyPattern.replace(/\\(.)/g, '$1'), 'u');
    } catch {
      return undefined;
    }
    const named = (entry: Entry) => (keyTest ? Object.entries(tagsOf(entry)).some(([key, value]) => keyTest.test(key) && nameTest.test(value)) : nameTest.test(entry.name));
    const near = { lat: Number(lat), lng: Number(lng) };
    const elements = entries
      .filter((entry) => kind === 'nwr' || entry.type === kind)
      .filter((entry) => metresBetween(near, entry) <= Number(metres))
      .filter(named)
      .slice(0, limit ? Number(limit) : undefined)
      .map((entry) => {
        const position = entry.type === 'node' ? { lat: entry.lat, lon: entry.lng } : center ? { center: { lat: entry.lat, lon: entry.lng } } : {};
        return { type: entry.type, id: entry.id, ...position, tags: tagsOf(entry) };
      });
    return { version: 0.6, generator: 'Overpass API 0.7.62 (stand-in)', osm3s: { timestamp_osm_base: '2024-03-04T21:00:00Z', copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.' }, elements };
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.nominatimUrl = `${standIn.url}/nominatim`;
  standIn.overpassUrl = `${standIn.url}/overpass/api/interpreter`;
  return standIn;
}

function idOf(osmId: string | undefined, fallback: number): { type: Entry['type']; id: number } {
  const match = /^(node|way|relation)\/(\d+)$/.exec(osmId ?? '');
  return match ? { type: match[1] as Entry['type'], id: Number(match[2]) } : { type: 'node', id: fallback };
}

function namesOf(entry: Entry): string[] {
  return [entry.name, ...Object.values(entry.otherNames)];
}

function displayNameOf(entry: Entry): string {
  return [entry.name, entry.address, entry.country].filter(Boolean).join(', ');
}

/** OSM tags as Overpass gives them: name, name:xx, and the address split into its addr:* keys. */
function tagsOf(entry: Entry): Record<string, string> {
  const tags: Record<string, string> = { name: entry.name };
  for (const [language, name] of Object.entries(entry.otherNames)) tags[`name:${language}`] = name;
  if (entry.settlement) tags.place = 'town';
  const [street, town] = (entry.address ?? '').split(',').map((part) => part.trim());
  const house = street ? /^(.*\D)\s+(\d+\w*)$/.exec(street) : null;
  if (house) Object.assign(tags, { 'addr:street': house[1], 'addr:housenumber': house[2] });
  else if (street && /\D/.test(street) && !/^\d{4,5}\s/.test(street)) tags['addr:street'] = street;
  const postcode = /^(\d{4,5})\s+(.+)$/.exec(town ?? street ?? '');
  if (postcode) Object.assign(tags, { 'addr:postcode': postcode[1], 'addr:city': postcode[2] });
  return tags;
}

/** Lower case, without accents, split into words of letters and digits: how Nominatim's index compares terms. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

interface Box {
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** viewbox=x1,y1,x2,y2: any two opposite corners, longitude first. */
function viewboxOf(text: string): Box | undefined {
  const values = text.split(',').map(Number);
  if (values.length !== 4 || !values.every(Number.isFinite)) return undefined;
  const [x1, y1, x2, y2] = values;
  return { minLng: Math.min(x1, x2), maxLng: Math.max(x1, x2), minLat: Math.min(y1, y2), maxLat: Math.max(y1, y2) };
}

function inside(box: Box, point: { lat: number; lng: number }): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}

function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const h = Math.sin(toRadians(b.lat - a.lat) / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(toRadians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function answerWith(res: ServerResponse, record: RecordedOsmRequest, answer: unknown, count: number) {
  record.answer = answer;
  record.answered = count;
  sendJson(res, 200, answer);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function send(res: ServerResponse, status: number, contentType: string, body: string) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': contentType });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
