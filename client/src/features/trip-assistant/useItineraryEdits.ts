import { useCallback, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../components/toast';
import { graphql } from '../../gql';
import type { ItineraryDayInput } from '../../gql/graphql';
import { TripPageQuery } from '../../pages/trip/trip-page-query';
import { applyProposedEdit, type ItineraryDay, type ProposedEdit } from './itinerary-edits';

// Returns the whole trip page's data, so every part of the page shows the saved itinerary.
const TripAssistantSaveItinerary = graphql(`
  mutation TripAssistantSaveItinerary($uuid: String!, $itinerary: [ItineraryDayInput!]!, $baseRevision: Int!) {
    updateTripItinerary(uuid: $uuid, itinerary: $itinerary, baseRevision: $baseRevision) {
      uuid
      revision
      ...TripView_trip
    }
  }
`);

/** The itinerary as the mutation takes it: the same fields (activity ids included), without Apollo's __typename. */
export function itineraryInputOf(itinerary: readonly ItineraryDay[]): ItineraryDayInput[] {
  return JSON.parse(JSON.stringify(itinerary, (key, value: unknown) => (key === '__typename' ? undefined : value))) as ItineraryDayInput[];
}

/** The server's CONFLICT: someone changed the itinerary after the revision the days were read at. */
function conflictMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((entry) => entry.extensions?.code === 'CONFLICT')?.message;
}

export type EditStatus = 'proposed' | 'saving' | 'applied';

/**
 * Applying the assistant's proposed edits to the stored itinerary, and undoing the latest one:
 * Undo saves back the itinerary from before it, so it is only offered for the newest change.
 * Each save replaces the whole list of days, made on the revision the page showed: when someone
 * else changed the itinerary since, the server refuses it (it would undo their change), the
 * traveller is told so in the server's words, and the page reads the trip again.
 */
export function useItineraryEdits(tripUuid: string, itinerary: readonly ItineraryDay[], revision: number) {
  const { toast } = useToast();
  const apollo = useApolloClient();
  const [save] = useMutation(TripAssistantSaveItinerary);
  const [applied, setApplied] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState<number | null>(null);
  /** the newest applied change: the days from before it, and the revision it made */
  const [undoable, setUndoable] = useState<{ messageId: number; before: ItineraryDayInput[]; revision: number } | null>(null);

  /** Resolves the trip's new revision, or undefined (after saying why) when it was not saved. */
  const saveItinerary = useCallback(
    async (days: ItineraryDayInput[], baseRevision: number): Promise<number | undefined> => {
      try {
        const { data } = await save({ variables: { uuid: tripUuid, itinerary: days, baseRevision } });
        if (!data) throw new Error('The server gave no answer.');
        return data.updateTripItinerary.revision;
      } catch (error) {
        const conflict = conflictMessage(error);
        toast({ title: 'Could not change the itinerary', description: conflict ?? (error instanceof Error ? error.message : 'Please try again.'), variant: 'destructive' });
        if (conflict) {
          // What it was made on is gone: nothing from before it can be put back either.
          setUndoable(null);
          void apollo.refetchQueries({ include: [TripPageQuery] });
        }
        return undefined;
      }
    },
    [apollo, save, toast, tripUuid],
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
      const saved = await saveItinerary(itineraryInputOf(result.itinerary), revision);
      if (saved !== undefined) {
        setApplied((current) => new Set(current).add(messageId));
        setUndoable({ messageId, before, revision: saved });
        toast({ title: 'Itinerary updated' });
      }
      setSaving(null);
    },
    [itinerary, revision, saveItinerary, toast],
  );

  const undo = useCallback(async () => {
    if (!undoable) return;
    setSaving(undoable.messageId);
    if ((await saveItinerary(undoable.before, undoable.revision)) !== undefined) {
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
