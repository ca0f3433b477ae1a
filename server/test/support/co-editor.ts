/**
 * One editor of a trip as a co-editing page behaves (issue 22), for tests: it follows the trip
 * over graphql-ws, reads the trip again after every change it hears, and sends its edits over
 * HTTP with the revision it last saw. It prefers one instance and moves to another when that one
 * stops answering: the socket reconnects to whichever instance is alive, and an edit that got no
 * reply is sent again there (it may or may not have been applied the first time).
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface ViewActivity {
  id: string;
  title: string;
  description: string;
  type: string;
  time: string | null;
  duration: number;
}
export interface ViewDay {
  day: number;
  title: string;
  description: string | null;
  activities: ViewActivity[];
}
export interface TripView {
  revision: number;
  itinerary: ViewDay[];
}

export interface EditInput {
  kind: 'add' | 'update' | 'remove' | 'move';
  activityId?: string;
  day?: number;
  index?: number;
  activity?: { title: string; description: string; type: string; duration: number; time?: string };
  changes?: Partial<Record<'title' | 'description' | 'type' | 'time' | 'duration', string | number | null>>;
}

export interface EditConflict {
  activityId: string;
  field: string;
  by: string | null;
}

/** One edit as the test made it: what it sent, how often, and the reply that acknowledged it, if any. */
export interface SentEdit {
  n: number;
  editor: string;
  baseRevision: number;
  edit: EditInput;
  /** tries that got no reply (the instance died under them): each may have been applied */
  unanswered: number;
  ack?: { revision: number; applied: boolean; conflicts: EditConflict[]; at: number; url: string };
  /** a reply that was an error (a refusal or a 500), with what was sent */
  error?: { url: string; status: number; body: string };
}

const DAYS = 'day title description activities { id title description type time duration }';
const READ = `query CoEditingReliabilityTrip($u: String!) { trip(uuid: $u) { revision itinerary { ${DAYS} } } }`;
const EDIT = `mutation CoEditingReliabilityEdit($u: String!, $b: Int!, $e: ItineraryEditInput!) {
  editTripItinerary(tripUuid: $u, baseRevision: $b, edit: $e) { revision applied conflicts { activityId field by } trip { revision itinerary { ${DAYS} } } }
}`;
const SUBSCRIPTION = 'subscription CoEditingReliabilityChanges($u: String!) { tripChanged(tripUuid: $u) { kind } }';
/** how long one request may take before it counts as unanswered, and how long an edit keeps trying */
const REQUEST_TIMEOUT_MS = 10_000;
const GIVE_UP_MS = 30_000;

/** A reply's JSON, or undefined when it is not JSON (an error page). */
function parsed<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The instances an editor may use, in its order of preference: the first that answers its health check. */
export class InstancePicker {
  private current?: string;

  constructor(private readonly urls: readonly string[]) {}

  async live(): Promise<string> {
    if (this.current) return this.current;
    const deadline = Date.now() + GIVE_UP_MS;
    while (Date.now() < deadline) {
      for (const url of this.urls) {
        const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then((reply) => reply.ok, () => false);
        if (healthy) return (this.current = url);
      }
      await pause(20);
    }
    throw new Error(`none of ${this.urls.join(', ')} answers`);
  }

  /** `url` did not answer: pick again next time. */
  failed(url: string): void {
    if (this.current === url) this.current = undefined;
  }
}

export class CoEditor {
  /** the newest trip this editor has seen, from a reply or a read: its edits are made on it */
  view: TripView = { revision: -1, itinerary: [] };
  /** the newest trip read after a change was heard, and when it was first seen */
  heard: TripView & { at: number } = { revision: -1, itinerary: [], at: 0 };
  /** when each connection was acknowledged, and to which instance */
  readonly connections: Array<{ url: string; at: number }> = [];
  /** when each change was heard */
  readonly heardAt: number[] = [];
  readonly errors: unknown[] = [];
  private readonly socket: Client;
  private socketUrl = '';
  private reading?: Promise<void>;
  private readAgain = false;

  constructor(
    readonly username: string,
    private readonly token: string,
    private readonly tripUuid: string,
    private readonly instances: InstancePicker,
  ) {
    this.socket = createClient({
      url: async () => {
        this.socketUrl = await this.instances.live();
        return `${this.socketUrl.replace(/^http/, 'ws')}/graphql`;
      },
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
      retryAttempts: Number.MAX_SAFE_INTEGER,
      retryWait: () => pause(20),
      shouldRetry: () => true,
    });
    this.socket.on('connected', () => this.connections.push({ url: this.socketUrl, at: performance.now() }));
    this.socket.on('closed', () => this.instances.failed(this.socketUrl));
    this.socket.subscribe(
      { query: SUBSCRIPTION, variables: { u: tripUuid } },
      {
        // Any change, its own presence on (re)subscribing included: the subscription is in place, so a read now misses nothing.
        next: (message) => {
          if (message.errors) this.errors.push(...message.errors);
          this.heardAt.push(performance.now());
          this.readOnChange();
        },
        error: (error) => this.errors.push(error),
        complete: () => {},
      },
    );
  }

  /**
   * Posts a GraphQL request to a live instance, moving to another when one does not answer
   * (`onUnanswered` may throw to stop): the reply's instance, status and text.
   */
  private async post(query: string, variables: Record<string, unknown>, onUnanswered: (url: string, error: unknown) => void): Promise<{ url: string; status: number; text: string }> {
    for (;;) {
      const url = await this.instances.live();
      try {
        const reply = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        return { url, status: reply.status, text: await reply.text() };
      } catch (error) {
        this.instances.failed(url);
        onUnanswered(url, error);
      }
    }
  }

  /** Sends one edit on the revision this editor last saw, until an instance answers. */
  async edit(sent: SentEdit): Promise<void> {
    const deadline = Date.now() + GIVE_UP_MS;
    const { url, status, text } = await this.post(EDIT, { u: this.tripUuid, b: sent.baseRevision, e: sent.edit }, () => {
      sent.unanswered++;
      if (Date.now() > deadline) throw new Error(`edit ${sent.n} of ${this.username} got no answer in ${GIVE_UP_MS} ms`);
    });
    const body = parsed<{ data?: { editTripItinerary?: { revision: number; applied: boolean; conflicts: EditConflict[]; trip: TripView } }; errors?: unknown[] }>(text);
    const result = body?.data?.editTripItinerary;
    if (status !== 200 || body?.errors || !result) {
      sent.error = { url, status, body: text.slice(0, 2_000) };
      return;
    }
    sent.ack = { revision: result.revision, applied: result.applied, conflicts: result.conflicts, at: performance.now(), url };
    this.saw(result.trip);
  }

  /** Reads the trip from a live instance. */
  async read(): Promise<TripView> {
    const deadline = Date.now() + GIVE_UP_MS;
    const { url, status, text } = await this.post(READ, { u: this.tripUuid }, (_url, error) => {
      if (Date.now() > deadline) throw error;
    });
    const trip = parsed<{ data?: { trip?: TripView } }>(text)?.data?.trip;
    if (status !== 200 || !trip) throw new Error(`reading the trip from ${url}: ${status} ${text.slice(0, 2_000)}`);
    return trip;
  }

  /** Waits until this editor has heard a change and read the trip after it (its subscription is in place). */
  async ready(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.heard.revision < 0) {
      if (this.errors.length > 0) throw new Error(`${this.username}'s subscription failed: ${JSON.stringify(this.errors)}`);
      if (Date.now() > deadline) throw new Error(`${this.username} heard nothing within ${timeoutMs} ms`);
      await pause(10);
    }
  }

  async close(): Promise<void> {
    await this.socket.dispose();
  }

  /** One read at a time; changes heard during a read ask for one more read after it. */
  private readOnChange(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        const trip = await this.read();
        if (trip.revision > this.heard.revision) this.heard = { ...trip, at: performance.now() };
        this.saw(trip);
      } while (this.readAgain);
    })()
      .catch((error: unknown) => void this.errors.push(error))
      .finally(() => (this.reading = undefined));
  }

  private saw(trip: TripView): void {
    if (trip.revision > this.view.revision) this.view = trip;
  }
}
