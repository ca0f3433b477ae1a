/**
 * Co-editing a trip's itinerary (issue 22). Every change to the days goes through here, from any
 * instance: one activity at a time (edit), the whole list (replace: the assistant's edits and the
 * REST PUT), or an undo. Each runs in one transaction that locks the trip's row, so edits to one
 * trip are applied one after another in the order they reach PostgreSQL, whichever instance
 * received them; each stores the new days, a new revision and a history entry together, and
 * is announced to every open page once it is committed. The conflict rule is in edit-operations.ts.
 */
import { MoreThan, type DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { creatorKeyOf } from '../../web/browser-identity.js';
import type { ActivityService } from '../activity/index.js';
import type { Viewer } from '../auth/index.js';
import {
  checkDayNumbers,
  hasTripRight,
  ITINERARY_LIMITS,
  newActivityId,
  requireTripRight,
  storedDay,
  Trip,
  TripRight,
  withActivityIds,
  withSummaryFollowingEdit,
  type ItineraryDayInput,
  type TripService,
} from '../trips/index.js';
import {
  activitiesTouched,
  applyOperation,
  OperationRefusal,
  touchesBetween,
  UnknownActivity,
  type ItineraryOperation,
  type OperationConflict,
  type Since,
  type StoredActivity,
  type StoredDay,
} from './edit-operations.js';
import { conflictWords, operationWords } from './edit-words.js';
import { requireShape, type ItineraryEditInput } from './itinerary-edit.inputs.js';
import type { EditConflict, ItineraryEditResult, TripEditView } from './itinerary-edit.types.js';
import { TripEdit, type TripEditKind } from './trip-edit.entity.js';

const ONLY_EDITORS = 'Only the traveller who created this trip can edit its itinerary';
const HISTORY_IS_PRIVATE = "A trip's history is private: only the trip's own travellers can see it";
/** The history lists this many changes, newest first. */
export const HISTORY_LENGTH = 100;
/** revisions are PostgreSQL integers */
const MAX_REVISION = 2_147_483_647;

interface Change {
  kind: TripEditKind;
  days: StoredDay[];
  operations: ItineraryOperation[];
  inverse: ItineraryOperation[];
  touched: string[];
  summary: string;
  conflicts: OperationConflict[];
  /** marks the undone change */
  undoes?: number;
}

/** Who may undo a change: its author, by account or by the browser that generated a temporary trip. */
function authorKeyOf(viewer: Viewer): string {
  if (viewer.user) return `user:${viewer.user.id}`;
  return viewer.browserId ? `browser:${creatorKeyOf(viewer.browserId)}` : 'nobody';
}

export class ItineraryEditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly trips: TripService,
    private readonly activity: ActivityService,
  ) {}

  /** One operation on one activity, made on `baseRevision`; what others changed since decides its conflicts. */
  async edit(tripUuid: string, baseRevision: number, input: ItineraryEditInput, viewer: Viewer): Promise<ItineraryEditResult> {
    requireShape(input);
    const operation = operationOf(input);
    return this.commit(await this.editable(tripUuid, viewer), baseRevision, viewer, (days, since) => {
      const result = applyOperation(days, operation, since, ITINERARY_LIMITS.activitiesPerDay);
      // What is stored and told is what was done: an update's fields that lost a conflict are not in it.
      const applied = operation.kind === 'update' ? { ...operation, changes: Object.fromEntries(Object.entries(operation.changes).filter(([field]) => result.touched.includes(`${operation.activityId}.${field}`))) } : operation;
      return { kind: operation.kind, ...result, operations: [applied], summary: operationWords(applied, days) };
    });
  }

  /**
   * The whole list of days, as sent. With the revision it was made on, it is refused (409) when
   * anyone changed the days since, because it would overwrite what they did; without one (an
   * older client) it replaces whatever is there.
   */
  async replace(tripUuid: string, input: ItineraryDayInput[], baseRevision: number | undefined, viewer: Viewer): Promise<Trip> {
    const ids = input.flatMap((day) => day.activities.map((activity) => activity.id).filter(Boolean));
    if (new Set(ids).size !== ids.length) throw new AppError('validation_failed', 'Each activity id may appear only once');
    const outcome = await this.commit(await this.editable(tripUuid, viewer), baseRevision, viewer, (days, _since, current) => {
      if (baseRevision !== undefined && baseRevision < current.revision) {
        throw new AppError('conflict', 'Someone changed this itinerary after you opened it, so your change was not saved. The page now shows the trip as it is: please make your change again.');
      }
      checkDayNumbers(input, days.length);
      // Day descriptions follow the edit in commit, as for every change.
      const next = withActivityIds(input.map(storedDay)) as StoredDay[];
      const touched = touchesBetween(days, next);
      const activities = activitiesTouched(touched);
      const summary = activities > 0 ? `changed the itinerary (${activities} ${activities === 1 ? 'activity' : 'activities'})` : "changed the days' titles or descriptions";
      return { kind: 'replace', days: next, operations: [], inverse: [], touched, summary, conflicts: [] };
    });
    await this.activity.record({ action: 'Itinerary Updated', userId: viewer.user?.id, entityType: 'trip', entityId: outcome.trip.uuid, details: { days: outcome.trip.itinerary.length, activities: outcome.trip.itinerary.reduce((sum, day) => sum + day.activities.length, 0) } });
    return outcome.trip;
  }

  /** Takes back one's own change: its inverse, made on the revision it made, so that later changes by others to the same fields stand. */
  async undo(tripUuid: string, revision: number, viewer: Viewer): Promise<ItineraryEditResult> {
    const trip = await this.editable(tripUuid, viewer);
    if (!Number.isInteger(revision) || revision < 1 || revision > MAX_REVISION) throw new AppError('not_found', 'This trip has no such change');
    const edit = await this.dataSource.getRepository(TripEdit).findOneBy({ tripId: trip.id, revision });
    if (!edit) throw new AppError('not_found', `This trip has no change at revision ${revision}`);
    if (edit.authorKey !== authorKeyOf(viewer)) throw new AppError('forbidden', 'You can undo only your own changes');
    if (edit.undoneByRevision !== null) throw new AppError('conflict', 'This change has been undone already');
    if (edit.inverse.length === 0) throw new AppError('conflict', 'This change cannot be undone on its own: a whole itinerary or a new plan is put back with Undo on the trip page');
    return this.commit(trip, edit.revision, viewer, (days, since) => {
      let current = days;
      const touched: string[] = [];
      const conflicts: OperationConflict[] = [];
      for (const operation of edit.inverse) {
        try {
          const result = applyOperation(current, operation, since, ITINERARY_LIMITS.activitiesPerDay);
          current = result.days;
          touched.push(...result.touched);
          conflicts.push(...result.conflicts);
        } catch (error) {
          // An activity the change added and someone removed since: there is nothing left to undo.
          if (!(error instanceof UnknownActivity)) throw error;
        }
      }
      return { kind: 'undo', days: current, operations: edit.inverse, inverse: [], touched, summary: `undid: ${edit.summary}`.slice(0, 600), conflicts, undoes: edit.id };
    });
  }

  /** The trip's changes, newest first, for its own travellers. */
  async history(tripUuid: string, viewer: Viewer): Promise<TripEditView[]> {
    const trip = requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.ViewPrivate, HISTORY_IS_PRIVATE);
    const edits = await this.dataSource.getRepository(TripEdit).find({ where: { tripId: trip.id }, order: { revision: 'DESC' }, take: HISTORY_LENGTH });
    const mine = authorKeyOf(viewer);
    const mayEdit = hasTripRight(viewer, trip, TripRight.Edit);
    return edits.map((edit) => ({
      revision: edit.revision,
      kind: edit.kind,
      summary: edit.summary,
      by: edit.authorName,
      at: edit.createdAt.toISOString(),
      undone: edit.undoneByRevision !== null,
      canUndo: mayEdit && edit.authorKey === mine && edit.undoneByRevision === null && edit.inverse.length > 0,
      conflicts: edit.conflicts.map((conflict) => conflictWords({ ...conflict, by: (conflict as OperationConflict & { by?: string | null }).by ?? null })),
    }));
  }

  /** The trip, when the viewer may change its itinerary (403 otherwise). */
  private async editable(tripUuid: string, viewer: Viewer): Promise<Trip> {
    return requireTripRight(viewer, await this.trips.getByUuid(tripUuid), TripRight.Edit, ONLY_EDITORS);
  }

  /** Makes one change to `trip` (whose Edit right the caller checked) in the trip's locked row. */
  private async commit(trip: Trip, baseRevision: number | undefined, viewer: Viewer, make: (days: StoredDay[], since: Since, current: { revision: number }) => Change): Promise<ItineraryEditResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      // The row lock orders this trip's edits, across every instance sharing the database.
      const [row] = (await manager.query(`SELECT "itinerary", "revision", "planRevision" FROM "trips" WHERE "id" = $1 FOR UPDATE`, [trip.id])) as Array<Pick<Trip, 'itinerary' | 'revision' | 'planRevision'>>;
      if (!row) throw new AppError('not_found', 'Trip not found');
      const base = baseRevision ?? row.revision;
      if (!Number.isInteger(base) || base < 0) throw new AppError('validation_failed', 'baseRevision must be a whole number, 0 or more: the revision of the trip the edit was made on');
      if (base > row.revision) throw new AppError('validation_failed', `baseRevision ${base} is ahead of the trip, which is at revision ${row.revision}`);
      const later = base < row.revision ? await manager.find(TripEdit, { where: { tripId: trip.id, revision: MoreThan(base) }, order: { revision: 'ASC' } }) : [];
      const since: Since = { touches: new Set(later.flatMap((edit) => edit.touched)), planReplaced: row.planRevision > base };
      const days = withActivityIds(row.itinerary) as StoredDay[];
      let change: Change;
      try {
        change = make(days, since, row);
      } catch (error) {
        if (error instanceof UnknownActivity) throw new AppError('not_found', error.message);
        if (error instanceof OperationRefusal) throw new AppError('validation_failed', error.message);
        throw error;
      }
      const conflicts = change.conflicts.map((conflict) => withAuthor(conflict, later));
      if (change.touched.length === 0) return { revision: row.revision, applied: false, conflicts, days: row.itinerary };
      const revision = row.revision + 1;
      const stored = change.days.map((day) => withSummaryFollowingEdit(day, days) as StoredDay);
      await manager.query(`UPDATE "trips" SET "itinerary" = $1::jsonb, "revision" = $2 WHERE "id" = $3`, [JSON.stringify(stored), revision, trip.id]);
      await manager.insert(TripEdit, {
        tripId: trip.id,
        revision,
        kind: change.kind,
        userId: viewer.user?.id ?? null,
        authorKey: authorKeyOf(viewer),
        authorName: viewer.user?.username ?? null,
        summary: change.summary,
        operations: change.operations,
        inverse: change.inverse,
        touched: change.touched,
        conflicts: conflicts.map(({ message: _message, ...conflict }) => conflict),
      });
      if (change.undoes !== undefined) await manager.update(TripEdit, { id: change.undoes }, { undoneByRevision: revision });
      return { revision, applied: true, conflicts, days: stored };
    });
    trip.itinerary = outcome.days;
    trip.revision = outcome.revision;
    if (outcome.applied) await this.trips.announce(trip.uuid, 'itinerary', viewer);
    return { trip, revision: outcome.revision, applied: outcome.applied, conflicts: outcome.conflicts };
  }
}

/**
 * A whole new plan (Modify Trip or its undo) replaced the days, at the trip's new revision, for the
 * history. Edits made on the old plan are refused by the trip's planRevision, which the same
 * UPDATE that replaced the plan set; this entry names who did it.
 */
export async function recordPlanChange(dataSource: DataSource, trip: Pick<Trip, 'id' | 'planRevision'>, viewer: Viewer, summary: string): Promise<void> {
  // planRevision is the revision the new plan made; edits since have later ones.
  await dataSource
    .createQueryBuilder()
    .insert()
    .into(TripEdit)
    .values({ tripId: trip.id, revision: trip.planRevision, kind: 'plan', userId: viewer.user?.id ?? null, authorKey: authorKeyOf(viewer), authorName: viewer.user?.username ?? null, summary, operations: [], inverse: [], touched: ['*'], conflicts: [] })
    .orIgnore()
    .execute();
}

/** The conflict with who made the change that won, and when: the latest change that touched the same thing. */
function withAuthor(conflict: OperationConflict, later: readonly TripEdit[]): EditConflict & OperationConflict {
  const winner = [...later].reverse().find((edit) => edit.touched.includes(conflict.touch) || (conflict.reason === 'replanned' && edit.kind === 'plan'));
  const by = winner?.authorName ?? null;
  return { ...conflict, by, at: winner?.createdAt.toISOString() ?? null, message: conflictWords({ ...conflict, by }) };
}

/** The operation an input asks for; a new activity gets its id here. */
function operationOf(input: ItineraryEditInput): ItineraryOperation {
  switch (input.kind) {
    case 'add': {
      const [day] = [storedDay({ day: input.day!, title: '', activities: [{ ...input.activity!, id: null }] })];
      const activity = { ...day.activities[0], id: newActivityId() } as StoredActivity;
      return { kind: 'add', day: input.day!, activity, index: input.index ?? undefined };
    }
    case 'update': {
      const changes = Object.fromEntries(Object.entries(input.changes ?? {}).filter(([field, value]) => value !== undefined && (value !== null || field === 'time')));
      return { kind: 'update', activityId: input.activityId!, changes };
    }
    case 'remove':
      return { kind: 'remove', activityId: input.activityId! };
    case 'move':
      return { kind: 'move', activityId: input.activityId!, day: input.day!, index: input.index! };
  }
}
