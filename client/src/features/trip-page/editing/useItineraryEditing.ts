import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ItineraryEditInput } from '../../../gql/graphql';
import type { EditConflictRef } from './EditConflictsAlert';
import { activityFromDraft, changedFields, draftOf, newActivityDraft, type ActivityDraft } from './itinerary-edits';
import { useEditItinerary } from './useEditItinerary';

/** What the dialog shows and a free slot is found from; the revision each change is made on. */
export const ItineraryEditing_trip = graphql(`
  fragment ItineraryEditing_trip on Trip {
    uuid
    revision
    itinerary {
      day
      activities {
        id
        title
        description
        type
        time
        duration
      }
    }
  }
`);

/** The activity the dialog is open for, as the page showed it when the dialog opened. */
export interface ActivityDialogTarget {
  /** the day's number */
  day: number;
  /** the activity edited; none for a new one */
  activityId?: string;
  /** the dialog's fields as it opened: an edit sends the fields changed from these */
  initial: ActivityDraft;
  /** the trip's revision then: a field someone else changes after it keeps their value */
  revision: number;
}

export const addActivityButtonId = (day: number) => `add-activity-day-${day}`;

/**
 * Edit mode of the trip page's itinerary. Each change is saved as it is made, one activity at a
 * time (editTripItinerary), and its toast ('Activity added', ...) shows only once the server
 * has it; a failed save keeps the dialog open with what was typed. What someone else changed
 * first stays theirs: those parts of a change come back as conflicts, which the page shows.
 * Leaving edit mode therefore has nothing left to save, and 'Itinerary saved' is true when it shows.
 */
export function useItineraryEditing(tripRef: FragmentType<typeof ItineraryEditing_trip>) {
  const trip = getFragmentData(ItineraryEditing_trip, tripRef);
  const days = trip.itinerary;
  const { toast } = useToast();
  const { edit, saving } = useEditItinerary(trip.uuid);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<ActivityDialogTarget | null>(null);
  const [conflicts, setConflicts] = useState<EditConflictRef[]>([]);
  /** the day whose 'Add Activity' takes the focus once the save that removed an activity is over */
  const focusAfterSave = useRef<number | undefined>(undefined);

  // The deleted row's button is gone, and every button is disabled while saving: carry on
  // from the day's 'Add Activity' once it is enabled again.
  useEffect(() => {
    if (saving || focusAfterSave.current === undefined) return;
    document.getElementById(addActivityButtonId(focusAfterSave.current))?.focus();
    focusAfterSave.current = undefined;
  }, [saving]);

  const toggleEditing = useCallback(() => {
    if (editing) toast({ title: 'Itinerary saved' });
    setConflicts([]);
    setEditing(!editing);
  }, [editing, toast]);

  /** Sends one change; resolves whether the server answered (applied or not). */
  const send = useCallback(
    async (baseRevision: number, input: ItineraryEditInput, done: string): Promise<boolean> => {
      const outcome = await edit(baseRevision, input);
      if (!outcome) return false;
      setConflicts(outcome.conflicts);
      if (outcome.applied || outcome.conflicts.length === 0) toast({ title: done });
      return true;
    },
    [edit, toast],
  );

  const submitActivity = useCallback(
    async (draft: ActivityDraft) => {
      if (!dialog) return;
      const day = days.find((candidate) => candidate.day === dialog.day);
      if (!day) return;
      if (dialog.activityId === undefined) {
        if (await send(dialog.revision, { kind: 'add', day: day.day, activity: activityFromDraft(draft, day) }, 'Activity added')) setDialog(null);
        return;
      }
      const changes = changedFields(dialog.initial, draft);
      // Nothing changed: there is nothing to send.
      if (!changes || (await send(dialog.revision, { kind: 'update', activityId: dialog.activityId, changes }, 'Activity updated'))) setDialog(null);
    },
    [days, dialog, send],
  );

  const deleteActivity = useCallback(
    async (day: number, activityId: string) => {
      focusAfterSave.current = day;
      await send(trip.revision, { kind: 'remove', activityId }, 'Activity removed');
    },
    [send, trip.revision],
  );

  const openEditDialog = (day: number, activityId: string) => {
    const activity = days.find((candidate) => candidate.day === day)?.activities.find((candidate) => candidate.id === activityId);
    if (activity) setDialog({ day, activityId, initial: draftOf(activity), revision: trip.revision });
  };

  return {
    editing,
    saving,
    toggleEditing,
    dialog,
    openAddDialog: (day: number) => setDialog({ day, initial: newActivityDraft(), revision: trip.revision }),
    openEditDialog,
    closeDialog: () => setDialog(null),
    submitActivity,
    deleteActivity,
    conflicts,
    dismissConflicts: () => setConflicts([]),
  };
}
