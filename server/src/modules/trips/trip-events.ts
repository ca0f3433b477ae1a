/**
 * Live trip changes (issue 22): after any change to a trip (its plan, wallet, companions or
 * expenses), every page open on it is told, so it can read the trip again. One instance alone
 * (the embedded database) tells its own subscribers in-process; instances sharing a PostgreSQL
 * tell each other through LISTEN/NOTIFY on one channel, each keeping one listening connection.
 */
import { EventEmitter, on } from 'node:events';
import pg from 'pg';

export const TRIP_EVENTS_CHANNEL = 'odyssey_trip_events';
/** NOTIFY payloads are limited to 8000 bytes; an event is far smaller, and nothing private goes in it. */
const MAX_PAYLOAD = 7900;

/** presence: someone opened or closed the trip's page (trip-presence.ts) */
export type TripChangeKind = 'itinerary' | 'plan' | 'wallet' | 'companions' | 'expenses' | 'presence';

export interface TripChange {
  tripUuid: string;
  kind: TripChangeKind;
  /** who made it: a username, or null for a browser without an account */
  by: string | null;
  /** when the change was stored (ISO 8601) */
  at: string;
}

export interface TripEvents {
  /** begins hearing other instances' changes (PostgreSQL); nothing to do for one instance */
  start(): Promise<void>;
  publish(change: TripChange): Promise<void>;
  /** the changes to one trip, from now on, until the returned iterator is closed */
  subscribe(tripUuid: string): AsyncIterableIterator<TripChange>;
  /** how many pages on this instance follow the trip now */
  followers(tripUuid: string): number;
  close(): Promise<void>;
}

/** For one instance: subscribers are told in-process. */
export class LocalTripEvents implements TripEvents {
  protected readonly emitter = new EventEmitter().setMaxListeners(0);

  async start(): Promise<void> {}

  async publish(change: TripChange): Promise<void> {
    this.emitter.emit(change.tripUuid, change);
  }

  subscribe(tripUuid: string): AsyncIterableIterator<TripChange> {
    const events = on(this.emitter, tripUuid) as AsyncIterableIterator<[TripChange]>;
    return {
      next: async () => {
        const result = await events.next();
        return result.done ? { done: true, value: undefined } : { done: false, value: result.value[0] };
      },
      return: async () => {
        await events.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  followers(tripUuid: string): number {
    return this.emitter.listenerCount(tripUuid);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** For instances sharing a PostgreSQL: a change is a NOTIFY, and every instance's LISTEN hears it, this one's too. */
export class PostgresTripEvents extends LocalTripEvents {
  private listener?: pg.Client;
  private starting?: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly notify: (channel: string, payload: string) => Promise<unknown>,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    super();
  }

  /** Connects the listening connection; until then (and if it drops) changes are still told in-process. */
  override start(): Promise<void> {
    this.starting ??= this.connect();
    return this.starting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.onError(error);
      // Listen again on a fresh connection, so one dropped connection does not end live updates.
      this.listener = undefined;
      this.starting = undefined;
      setTimeout(() => void this.start().catch(this.onError), 1000).unref();
    });
    client.on('notification', (message) => {
      if (message.channel !== TRIP_EVENTS_CHANNEL || !message.payload) return;
      try {
        const change = JSON.parse(message.payload) as TripChange;
        if (typeof change.tripUuid === 'string') this.emitter.emit(change.tripUuid, change);
      } catch (error) {
        this.onError(error);
      }
    });
    await client.connect();
    await client.query(`LISTEN ${TRIP_EVENTS_CHANNEL}`);
    this.listener = client;
  }

  override async publish(change: TripChange): Promise<void> {
    const payload = JSON.stringify(change);
    if (payload.length > MAX_PAYLOAD) return;
    if (!this.listener) {
      // Not listening (yet): tell this instance's own pages at least, and still tell the others.
      await super.publish(change);
    }
    await this.notify(TRIP_EVENTS_CHANNEL, payload);
  }

  override async close(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    this.starting = Promise.resolve();
    await listener?.end().catch(() => {});
    await super.close();
  }
}
