import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../test/render';
import { TripAssistantSaveItineraryDocument, TripPageDocument, type ItineraryDayInput } from '../../../gql/graphql';
import { kyotoTrip, TRIP_UUID } from '../../../pages/trip/__tests__/trip-fixture';
import type { ItineraryDay } from '../itinerary-edits';
import { useItineraryEdits } from '../useItineraryEdits';

/** the trip as the page shows it */
interface ShownTrip {
  revision: number;
  itinerary: ItineraryDay[];
}
const CONFLICT = 'Someone changed this itinerary after you opened it, so your change was not saved. The page now shows the trip as it is: please make your change again.';

/** The trip page's query, and the assistant's Apply and Undo for one proposed edit, on the itinerary and revision the page shows. */
function Assistant() {
  const { data } = useQuery(TripPageDocument, { variables: { uuid: TRIP_UUID } });
  const shown = data?.trip as unknown as ShownTrip | undefined;
  const edits = useItineraryEdits(TRIP_UUID, shown?.itinerary ?? [], shown?.revision ?? 0);
  if (!shown) return null;
  return (
    <>
      <p>Revision {shown.revision}</p>
      <button onClick={() => void edits.apply(1, { kind: 'ADD_ACTIVITY', day: 2, title: 'Tea ceremony', type: 'other' })}>Apply</button>
      {edits.canUndo(1) && <button onClick={() => void edits.undo()}>Undo</button>}
    </>
  );
}

function saveMock(answer: object) {
  const sent = jest.fn<void, [{ uuid: string; itinerary: ItineraryDayInput[]; baseRevision: number }]>();
  return { sent, mock: { request: { query: TripAssistantSaveItineraryDocument, variables: (variables: Record<string, unknown>) => (sent(variables as never), true) }, result: answer } };
}

function renderAssistant(...saves: object[]) {
  const page = { request: { query: TripPageDocument, variables: { uuid: TRIP_UUID } }, result: jest.fn(() => ({ data: kyotoTrip() })), maxUsageCount: Number.POSITIVE_INFINITY };
  renderWithApp(<Assistant />, { mocks: [page, ...(saves as never[])] });
  return page;
}

const toast = () => screen.getByRole('region', { name: /Notifications/ });

describe("the trip assistant's edits", () => {
  it('replace the days made on the revision shown, keeping each activity id; Undo puts back the days from before, on the revision the change made', async () => {
    const saved = { ...kyotoTrip().trip, revision: 8 };
    const apply = saveMock({ data: { updateTripItinerary: saved } });
    const undo = saveMock({ data: { updateTripItinerary: { ...saved, revision: 9 } } });
    renderAssistant(apply.mock, undo.mock);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast().textContent).toContain('Itinerary updated'));

    const { baseRevision, itinerary } = apply.sent.mock.calls[0][0];
    expect(baseRevision).toBe(7);
    expect(itinerary[1].activities.map((activity) => activity.id ?? null)).toEqual(['d2a1', 'd2a2', 'd2a3', null]);
    expect(JSON.stringify(itinerary)).not.toContain('__typename');

    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(toast().textContent).toContain('Change undone'));
    expect(undo.sent.mock.calls[0][0].baseRevision).toBe(8);
    expect(undo.sent.mock.calls[0][0].itinerary[1].activities.map((activity) => activity.id)).toEqual(['d2a1', 'd2a2', 'd2a3']);
  });

  it("refused because someone changed the itinerary since: says so in the server's words and reads the trip again", async () => {
    const refused = saveMock({ errors: [new GraphQLError(CONFLICT, { extensions: { code: 'CONFLICT' } })] });
    const page = renderAssistant(refused.mock);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast().textContent).toContain(CONFLICT));
    expect(toast().textContent).toContain('Could not change the itinerary');
    await waitFor(() => expect(page.result).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
