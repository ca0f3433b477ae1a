import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { ItineraryDayInput } from '../../gql/graphql';
import { applyProposedEdit, type ItineraryDay, type ProposedEdit } from './itinerary-edits';

// Returns the whole trip page's data, so every part of the page shows the saved itinerary.
const TripAssistantSaveItinerary = graphql(`
  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!) {
    updateTripItinerary(uuid: $uuid, itinerary: $itinerary) {
      uuid
      ...TripView_trip
    }
  }
`);

/** The itinerary as the mutation takes it: the same fields, without Apollo's __typename. */
export function itineraryInputOf(itinerary: readonly ItineraryDay[]): ItineraryDayInput[] {
  return JSON.parse(JSON.stringify(itinerary, (key, value: unknown) => (key === '__typename' ? undefined : value))) as ItineraryDayInput[];
}

export type EditStatus = 'proposed' | 'saving' | 'applied';

/**
 * Applying the assistant's proposed edits to the stored itinerary, and undoing the latest one:
 * Undo saves back the itinerary from before it, so it is only offered for the newest change.
 */
export function useItineraryEdits(tripUuid: string, itinerary: readonly ItineraryDay[]) {
  const { toast } = useToast();
  const [save] = useMutation(TripAssistantSaveItinerary);
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState<number | null>(null);
  const [undoable, setUndoable] = useState<{ messageId: number; before: ItineraryDayInput[] } | null>(null);

  const saveItinerary = useCallback(
    async (days: ItineraryDayInput[]) => {
      try {
        await save({ variables: { uuid: tripUuid, itinerary: days } });
        return true;
      } catch (error) {
        toast({ title: 'Could not change the itinerary', description: error instanceof Error ? error.message : 'Please try again.', variant: 'destructive' });
        return false;
      }
    },
    [save, toast, tripUuid],
  );

  const apply = useCallback(
    async (messageId: number, edit: ProposedEdit) => {
      const result = applyProposedEdit(itinerary, edit);
      if ('problem' in result) {
        toast({ title: 'This change no longer fits', description: result.problem, variant: 'destructive' });
        return;
      }
      setSaving(messageId);
      const before = itineraryInputOf(itinerary);
      if (await saveItinerary(itineraryInputOf(result.itinerary))) {
        setApplied((current) => new Set(current).add(messageId));
        setUndoable({ messageId, before });
        toast({ title: 'Itinerary updated' });
      }
      setSaving(null);
    },
    [itinerary, saveItinerary, toast],
  );

  const undo = useCallback(async () => {
    if (!undoable) return;
    setSaving(undoable.messageId);
    if (await saveItinerary(undoable.before)) {
      setApplied((current) => {
        const next = new Set(current);
        next.delete(undoable.messageId);
        return next;
      });
      setUndoable(null);
      toast({ title: 'Change undone' });
    }
    setSaving(null);
  }, [saveItinerary, toast, undoable]);

  const statusOf = (messageId: number): EditStatus => (saving === messageId ? 'saving' : applied.has(messageId) ? 'applied' : 'proposed');
  const canUndo = (messageId: number) => undoable?.messageId === messageId && saving === null;

  return { apply, undo, statusOf, canUndo, busy: saving !== null };
}

export type ItineraryEdits = ReturnType<typeof useItineraryEdits>;
