import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { activityFromDraft, addActivity, editedActivity, removeActivity, replaceActivity, type ActivityDraft } from './itinerary-edits';
import { useUpdateItinerary } from './useUpdateItinerary';

/** Every field of every activity: a save sends the whole itinerary back. */
export const ItineraryEditing_trip = graphql(`
  fragment ItineraryEditing_trip on Trip {
    uuid
    itinerary {
      day
      title
      description
      activities {
        title
        description
        type
        time
        timeframe
        duration
        location {
          lat
          lng
          city
        }
        address
        imageUrl
        placeId
      }
    }
  }
`);

/** The activity the dialog is open for: a new one at the end of a day, or an existing one. */
export interface ActivityDialogTarget {
  dayIndex: number;
  activityIndex?: number;
}

export const addActivityButtonId = (day: number) => `add-activity-day-${day}`;

/**
 * Edit mode of the trip page's itinerary. Each change is saved as it is made, and its toast
 * ('Activity added', ...) shows only once the server has it; a failed save keeps the dialog
 * open with what was typed. Leaving edit mode therefore has nothing left to save, and
 * 'Itinerary saved' is true when it shows.
 */
export function useItineraryEditing(tripRef: FragmentType<typeof ItineraryEditing_trip>) {
  const trip = getFragmentData(ItineraryEditing_trip, tripRef);
  const days = trip.itinerary;
  const { toast } = useToast();
  const { save, saving } = useUpdateItinerary(trip.uuid);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<ActivityDialogTarget | null>(null);
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
    setEditing(!editing);
  }, [editing, toast]);

  const submitActivity = useCallback(
    async (draft: ActivityDraft) => {
      if (!dialog) return;
      const { dayIndex, activityIndex } = dialog;
      const day = days[dayIndex];
      const current = activityIndex === undefined ? undefined : day.activities[activityIndex];
      const next = current ? replaceActivity(days, dayIndex, activityIndex!, editedActivity(current, draft)) : addActivity(days, dayIndex, activityFromDraft(draft, day));
      if (!(await save(next))) return;
      setDialog(null);
      toast({ title: current ? 'Activity updated' : 'Activity added' });
    },
    [days, dialog, save, toast],
  );

  const deleteActivity = useCallback(
    async (dayIndex: number, activityIndex: number) => {
      focusAfterSave.current = days[dayIndex].day;
      if (await save(removeActivity(days, dayIndex, activityIndex))) toast({ title: 'Activity removed' });
    },
    [days, save, toast],
  );

  return {
    days,
    editing,
    saving,
    toggleEditing,
    dialog,
    openAddDialog: (dayIndex: number) => setDialog({ dayIndex }),
    openEditDialog: (dayIndex: number, activityIndex: number) => setDialog({ dayIndex, activityIndex }),
    closeDialog: () => setDialog(null),
    submitActivity,
    deleteActivity,
  };
}
