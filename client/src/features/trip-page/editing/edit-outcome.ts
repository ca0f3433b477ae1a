/**
 * What an itinerary edit and an undo both answer: whether anything changed, what lost to an
 * earlier change, and the whole trip page's data, so that the hero, the days and the map all
 * show the trip as the server now has it.
 */
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { EditConflictRef } from './EditConflictsAlert';

export const EditOutcome_result = graphql(`
  fragment EditOutcome_result on ItineraryEditResult {
    applied
    conflicts {
      ...EditConflictsAlert_conflict
    }
    trip {
      uuid
      ...TripView_trip
    }
  }
`);

export interface EditOutcome {
  /** anything changed */
  applied: boolean;
  /** what did not, because someone else changed it first */
  conflicts: EditConflictRef[];
}

export function editOutcomeOf(result: FragmentType<typeof EditOutcome_result>): EditOutcome {
  const { applied, conflicts } = getFragmentData(EditOutcome_result, result);
  return { applied, conflicts };
}
