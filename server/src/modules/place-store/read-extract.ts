/**
 * Reads an OpenStreetMap extract (.osm.pbf, from Geofabrik or BBBike) into store places. An
 * extract lists nodes, then ways, then relations, and a way or relation carries no position of
 * its own, so the file is read more than once instead of holding every node of a region in
 * memory: first the tagged objects a trip uses, then the ways that outline those relations,
 * then only the nodes that those outlines need.
 */
import { stat } from 'node:fs/promises';
import { createOSMStream } from 'osm-pbf-parser-node';
import { categoryOf, type Tags } from './osm-tags.js';
import { storePlaceOf, type StorePlace } from './store-place.js';

export interface ExtractBounds {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

export interface Extract {
  places: StorePlace[];
  /** the area the extract covers: its header's box, else the box around its places */
  bounds: ExtractBounds;
  /** when the extract's data was current, from its header, if it says */
  dataAsOf?: Date;
  /** tagged objects of a kind the store keeps that were left out as not sane (no position, a bad name) */
  rejected: number;
}

interface OsmItem {
  type?: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  tags?: Record<string, string>;
  refs?: number[];
  members?: Array<{ type: string; ref: number; role: string }>;
  bbox?: { left: number; right: number; top: number; bottom: number };
  osmosis_replication_timestamp?: number;
}

/** A tagged way or relation kept in the first pass, waiting for its nodes' positions. */
interface Outlined {
  type: 'way' | 'relation';
  id: number;
  tags: Tags;
  nodes: number[];
  ways: number[];
}

/** A place is somewhere a traveller goes to: an outline wider than this (a sea, a mountain range) is not one. */
const MAX_EXTENT_M = 15_000;
/** PBF header boxes are in nanodegrees. */
const NANO = 1e-9;

export class ExtractError extends Error {}

export async function readExtract(file: string): Promise<Extract> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new ExtractError(`${file} is not a file`);
  const read = (withTags: boolean) => items(file, withTags);

  const places: StorePlace[] = [];
  const outlined: Outlined[] = [];
  let rejected = 0;
  let header: OsmItem | undefined;
  for await (const item of read(true)) {
    if (!item.type) {
      header ??= item;
      continue;
    }
    const tags = item.tags;
    if (!tags || !categoryOf(tags)) continue;
    if (item.type === 'node') {
      const place = storePlaceOf({ type: 'node', id: item.id, tags, lat: item.lat!, lng: item.lon!, extentM: 0 });
      if (place) places.push(place);
      else rejected++;
    } else if (item.type === 'way') {
      outlined.push({ type: 'way', id: item.id, tags, nodes: item.refs ?? [], ways: [] });
    } else {
      const members = item.members ?? [];
      // A multipolygon's outer rings outline it; other relations by whatever ways and nodes they hold.
      const outer = members.filter((member) => member.type === 'way' && member.role === 'outer');
      const ways = (outer.length > 0 ? outer : members.filter((member) => member.type === 'way')).map((member) => member.ref);
      outlined.push({ type: 'relation', id: item.id, tags, nodes: members.filter((member) => member.type === 'node').map((member) => member.ref), ways });
    }
  }

  // Second pass, only for relations: the nodes of the ways that outline them.
  const waysWanted = new Set(outlined.flatMap((object) => object.ways));
  const wayNodes = new Map<number, number[]>();
  if (waysWanted.size > 0) {
    for await (const item of read(false)) {
      if (item.type === 'way' && waysWanted.has(item.id)) wayNodes.set(item.id, item.refs ?? []);
      else if (item.type === 'relation') break;
    }
  }
  const nodesOf = (object: Outlined) => [...object.nodes, ...object.ways.flatMap((way) => wayNodes.get(way) ?? [])];

  // Last pass: the positions of just those nodes.
  const nodesWanted = new Set(outlined.flatMap(nodesOf));
  const positions = new Map<number, [number, number]>();
  if (nodesWanted.size > 0) {
    for await (const item of read(false)) {
      if (item.type === 'node') {
        if (nodesWanted.has(item.id)) positions.set(item.id, [item.lat!, item.lon!]);
      } else if (item.type) break;
    }
  }
  for (const object of outlined) {
    // An outline the extract holds only part of (a marine sanctuary reaching beyond a country's
    // border) would get a centre that is not its own: it is left out.
    const whole = object.ways.every((way) => wayNodes.has(way)) && nodesOf(object).every((node) => positions.has(node));
    const points = nodesOf(object).map((node) => positions.get(node)!);
    const outline = whole && points.length > 0 ? centreOf(points) : undefined;
    const place = outline && outline.extentM <= MAX_EXTENT_M ? storePlaceOf({ type: object.type, id: object.id, tags: object.tags, ...outline }) : undefined;
    if (place) places.push(place);
    else rejected++;
  }
  return { places, bounds: boundsOf(header, places), dataAsOf: header?.osmosis_replication_timestamp ? new Date(header.osmosis_replication_timestamp * 1000) : undefined, rejected };
}

async function* items(file: string, withTags: boolean): AsyncGenerator<OsmItem> {
  try {
    for await (const item of createOSMStream(file, { withTags, withInfo: false })) yield item as OsmItem;
  } catch (error) {
    throw new ExtractError(`${file} is not a readable OpenStreetMap extract (.osm.pbf): ${(error as Error).message}`);
  }
}

/** The middle of the outline's box, and half its diagonal in metres. */
function centreOf(points: Array<[number, number]>): { lat: number; lng: number; extentM: number } {
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const lat = (south + north) / 2;
  const metresPerDegree = 111_320;
  const height = (north - south) * metresPerDegree;
  const width = (east - west) * metresPerDegree * Math.cos((lat * Math.PI) / 180);
  return { lat, lng: (west + east) / 2, extentM: Math.hypot(height, width) / 2 };
}

function boundsOf(header: OsmItem | undefined, places: StorePlace[]): ExtractBounds {
  const box = header?.bbox;
  if (box && box.top > box.bottom) return { minLat: box.bottom * NANO, maxLat: box.top * NANO, minLng: box.left * NANO, maxLng: box.right * NANO };
  if (places.length === 0) return { minLat: 0, minLng: 0, maxLat: 0, maxLng: 0 };
  const lats = places.map((place) => place.lat);
  const lngs = places.map((place) => place.lng);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}
