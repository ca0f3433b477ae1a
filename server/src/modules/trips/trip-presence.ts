/**
 * Who has a trip open now (issue 22). A page that follows the trip's changes (the tripChanged
 * subscription) is present from when it subscribes until its connection ends. Pages may be on
 * any instance, so presence is kept in the shared database: each instance refreshes its own
 * pages' rows, and a row no instance has refreshed lately (its instance died) no longer counts.
 * Every arrival and departure is announced, so open pages can show who is there.
 */
import { randomUUID } from 'node:crypto';
import { In, MoreThan, type DataSource, type Repository } from 'typeorm';
import type { Viewer } from '../auth/index.js';
import { TripPresence } from './trip-presence.entity.js';

/** how often an instance says its pages are still open */
export const PRESENCE_REFRESH_MS = 15_000;
/** a page not refreshed for this long has gone (its instance stopped without saying so) */
export const PRESENCE_STALE_MS = 45_000;

export interface PresentViewer {
  username: string | null;
  pages: number;
}

export class TripPresenceTracker {
  private readonly rows: Repository<TripPresence>;
  /** this instance's open pages: presence id -> trip uuid */
  private readonly open = new Map<string, string>();
  private timer?: NodeJS.Timeout;

  constructor(
    dataSource: DataSource,
    private readonly announce: (tripUuid: string, viewer: Viewer) => Promise<void>,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.rows = dataSource.getRepository(TripPresence);
  }

  async enter(tripUuid: string, viewer: Viewer): Promise<string> {
    const id = randomUUID();
    await this.rows.insert({ id, tripUuid, userId: viewer.user?.id ?? null, username: viewer.user?.username ?? null, seenAt: new Date() });
    this.open.set(id, tripUuid);
    this.timer ??= setInterval(() => void this.refresh(), PRESENCE_REFRESH_MS).unref();
    await this.announce(tripUuid, viewer);
    return id;
  }

  async leave(id: string, viewer: Viewer): Promise<void> {
    const tripUuid = this.open.get(id);
    if (!tripUuid) return;
    this.open.delete(id);
    if (this.open.size === 0) this.stopTimer();
    await this.rows.delete({ id });
    await this.announce(tripUuid, viewer);
  }

  /** Who is on the trip's pages now: each account once, with how many pages; pages without an account together. */
  async viewers(tripUuid: string): Promise<PresentViewer[]> {
    const rows = await this.rows.find({ where: { tripUuid, seenAt: MoreThan(new Date(Date.now() - PRESENCE_STALE_MS)) }, order: { seenAt: 'ASC' } });
    const byName = new Map<string | null, number>();
    for (const row of rows) byName.set(row.username, (byName.get(row.username) ?? 0) + 1);
    return [...byName].map(([username, pages]) => ({ username, pages })).sort((a, b) => (a.username === null ? 1 : b.username === null ? -1 : a.username.localeCompare(b.username)));
  }

  async refresh(): Promise<void> {
    if (this.open.size === 0) return;
    try {
      await this.rows.update({ id: In([...this.open.keys()]) }, { seenAt: new Date() });
    } catch (error) {
      this.onError(error);
    }
  }

  /** On shutdown: this instance's pages are gone. */
  async close(): Promise<void> {
    this.stopTimer();
    const ids = [...this.open.keys()];
    this.open.clear();
    if (ids.length > 0) await this.rows.delete({ id: In(ids) }).catch(this.onError);
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
