/**
 * Read access to the offline guide. Listing destinations keeps only their identity, so the
 * full files (places, meals, stays) are held in memory only for destinations actually
 * planned; each is parsed once and its opening hours are turned into weekly tables then.
 */
import type { PlaceData } from '@odyssey/domain';
import { DESTINATIONS_DIR, listDestinationIds, readDestinationFile } from './guide-files.js';
import { parseWeeklyHours, type WeeklyHours } from './guide-hours.js';
import type { GuideDestination, GuidePlace } from './guide.types.js';

/** A must-see of the guide, by name and position only. */
export interface Landmark {
  name: string;
  lat: number;
  lng: number;
  /** the destination it belongs to, e.g. "Paris" */
  destination: string;
}

export type DestinationSummary = Pick<GuideDestination, 'id' | 'name' | 'aliases' | 'country' | 'countryCode' | 'kind' | 'lat' | 'lng'>;

export interface LoadedPlace extends GuidePlace {
  weeklyHours: WeeklyHours;
  /**
   * The source has no usable hours for the place (the place store, where OpenStreetMap has none):
   * `weeklyHours` is then only the likely window it is planned in, the stop says so to the
   * traveller, and check 8 cannot vouch for it.
   */
  hoursUnknown?: true;
}

/** What a destination's source cannot say, so the checks that need it are reported as not supported by the data. */
export type DataGap = 'prices' | 'descriptions';

export interface LoadedDestination extends Omit<GuideDestination, 'places'> {
  places: LoadedPlace[];
  /** where the places come from when a model proposed them (the guide's own need no such note) */
  placeData?: PlaceData;
  /** what the source lacks (OpenStreetMap has no prices and no descriptions); the guide lacks nothing */
  lacks?: readonly DataGap[];
}

export class Guide {
  private summaries?: Map<string, DestinationSummary>;
  private landmarkList?: Landmark[];
  private readonly destinations = new Map<string, LoadedDestination>();

  constructor(private readonly dir: string = DESTINATIONS_DIR) {}

  /** Every destination's identity, sorted by id. */
  list(): DestinationSummary[] {
    return [...this.summaryById().values()];
  }

  has(id: string): boolean {
    return this.summaryById().has(id);
  }

  /** The full destination, loaded on first use; undefined for an unknown id. */
  get(id: string): LoadedDestination | undefined {
    // Only listed ids reach the file system, so an id can never name another path.
    if (!this.has(id)) return undefined;
    let destination = this.destinations.get(id);
    if (!destination) {
      destination = withWeeklyHours(readDestinationFile(id, this.dir) as GuideDestination);
      this.destinations.set(id, destination);
    }
    return destination;
  }

  /**
   * Every destination's must-sees, by name and position only (about 1,500): what a model's words
   * for a trip elsewhere must not name. Read once, without keeping the destinations themselves.
   */
  landmarks(): Landmark[] {
    this.landmarkList ??= this.list().flatMap(({ id, name }) =>
      (readDestinationFile(id, this.dir) as GuideDestination).places.filter((place) => place.mustSee).map((place) => ({ name: place.name, lat: place.lat, lng: place.lng, destination: name })),
    );
    return this.landmarkList;
  }

  private summaryById(): Map<string, DestinationSummary> {
    if (!this.summaries) {
      this.summaries = new Map(listDestinationIds(this.dir).map((id) => [id, summaryOf(readDestinationFile(id, this.dir) as GuideDestination)]));
    }
    return this.summaries;
  }
}

function summaryOf({ id, name, aliases, country, countryCode, kind, lat, lng }: GuideDestination): DestinationSummary {
  return { id, name, aliases, country, countryCode, kind, lat, lng };
}

function withWeeklyHours(destination: GuideDestination): LoadedDestination {
  // A place shut for works is left out until it reopens: no plan, check or suggestion offers it.
  const today = new Date().toISOString().slice(0, 10);
  const places = destination.places.filter((place) => !place.closedUntil || place.closedUntil <= today).map((place) => {
    try {
      return { ...place, weeklyHours: parseWeeklyHours(place.hours) };
    } catch (error) {
      throw new Error(`guide destination "${destination.id}", place "${place.id}": ${(error as Error).message}`);
    }
  });
  return { ...destination, places };
}
