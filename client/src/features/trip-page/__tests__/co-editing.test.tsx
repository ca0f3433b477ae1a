import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { TripChangesHistoryDocument, TripChangesUndoDocument, TripPageDocument } from '../../../gql/graphql';
import { renderAs, signedIn } from '../../companions/__tests__/render-as';
import { kyotoTrip, TRIP_UUID, viewersMock } from '../../../pages/trip/__tests__/trip-fixture';
import TripChangesDialog from '../history/TripChangesDialog';
import { TripViewersList } from '../presence/TripViewersList';
import { useTripChanges } from '../useTripChanges';

/** The live-changes socket's stand-in: the test hands each subscriber its changes. */
const mockSubscribers: Array<{ next: (value: { data: { tripChanged: object } }) => void }> = [];
jest.mock('graphql-ws', () => ({
  createClient: () => ({
    subscribe: (_request: unknown, sink: (typeof mockSubscribers)[number]) => {
      mockSubscribers.push(sink);
      return () => undefined;
    },
    dispose: async () => undefined,
  }),
}));

const olga = signedIn(1, 'olga');
const toasts = () => screen.getByRole('region', { name: /Notifications/, hidden: true });

describe('who is viewing the trip now', () => {
  it('lists everyone with the trip open, the asker marked as you', async () => {
    renderAs(<TripViewersList tripUuid={TRIP_UUID} />, { session: olga, mocks: [viewersMock({ username: 'ben' }, { username: 'olga', pages: 2 }, { username: null })], path: '/', route: '/' });
    const list = await screen.findByRole('list', { name: 'Viewing now:' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bben', 'Oolga (you)', 'GGuest']));
  });

  describe('when someone opens or closes the trip', () => {
    const realWebSocket = globalThis.WebSocket;
    beforeEach(() => {
      mockSubscribers.length = 0;
      Object.defineProperty(globalThis, 'WebSocket', { value: class {}, configurable: true, writable: true });
    });
    afterEach(() => Object.defineProperty(globalThis, 'WebSocket', { value: realWebSocket, configurable: true, writable: true }));

    /** The trip page's live changes, its query, and who is viewing. */
    function LivePage() {
      useTripChanges(TRIP_UUID);
      const { data } = useQuery(TripPageDocument, { variables: { uuid: TRIP_UUID } });
      return (
        <>
          <h1>{data?.trip?.destination}</h1>
          <TripViewersList tripUuid={TRIP_UUID} />
        </>
      );
    }

    it('reads only who is viewing again, quietly; a change to the plan reads the page again and says who made it', async () => {
      const viewers = viewersMock({ username: 'olga' });
      const trip = { request: { query: TripPageDocument, variables: { uuid: TRIP_UUID } }, result: jest.fn(() => ({ data: kyotoTrip() })), maxUsageCount: Number.POSITIVE_INFINITY };
      renderAs(<LivePage />, { session: olga, mocks: [trip, viewers], path: '/', route: '/' });
      await screen.findByRole('heading', { name: 'Kyoto' });
      await waitFor(() => expect(mockSubscribers).toHaveLength(1));
      expect(viewers.result).toHaveBeenCalledTimes(1);
      expect(trip.result).toHaveBeenCalledTimes(1);

      act(() => mockSubscribers[0].next({ data: { tripChanged: { tripUuid: TRIP_UUID, kind: 'presence', by: 'ben', at: '2027-01-01T10:00:00.000Z' } } }));
      await waitFor(() => expect(viewers.result).toHaveBeenCalledTimes(2));
      // the page's own arrival too: it may have asked before the server counted it
      act(() => mockSubscribers[0].next({ data: { tripChanged: { tripUuid: TRIP_UUID, kind: 'presence', by: 'olga', at: '2027-01-01T10:00:01.000Z' } } }));
      await waitFor(() => expect(viewers.result).toHaveBeenCalledTimes(3));
      expect(trip.result).toHaveBeenCalledTimes(1);
      expect(toasts().textContent).toBe('');

      act(() => mockSubscribers[0].next({ data: { tripChanged: { tripUuid: TRIP_UUID, kind: 'itinerary', by: 'ben', at: '2027-01-01T10:00:02.000Z' } } }));
      await waitFor(() => expect(toasts().textContent).toContain('ben changed the itinerary'));
      await waitFor(() => expect(trip.result).toHaveBeenCalledTimes(2));
    });
  });
});

describe('the Changes dialog', () => {
  const minutesAgo = (minutes: number) => dayjs().subtract(minutes, 'minute').toISOString();
  const change = (revision: number, by: string | null, summary: string, more: object = {}) => ({
    __typename: 'TripEditView',
    revision,
    kind: 'update',
    summary,
    by,
    at: minutesAgo(revision === 9 ? 2 : 10),
    undone: false,
    canUndo: false,
    conflicts: [],
    ...more,
  });
  const historyMock = (...changes: object[]) => ({ request: { query: TripChangesHistoryDocument, variables: { tripUuid: TRIP_UUID } }, result: { data: { tripHistory: changes } } });
  const olgas = 'changed "Kinkaku-ji": time to "08:30", description to "Early."';
  const bens = 'changed "Kinkaku-ji": time to "11:00"';

  it("lists the trip's changes newest first, with who and when, and undoes one's own, saying what stays as others changed it", async () => {
    const message = 'ben changed the time of "Kinkaku-ji" first: it stays "11:00" (you wanted "09:00").';
    const sent = jest.fn();
    const undo = {
      request: { query: TripChangesUndoDocument, variables: (variables: Record<string, unknown>) => (sent(variables), true) },
      result: { data: { undoTripEdit: { __typename: 'ItineraryEditResult', applied: true, conflicts: [{ __typename: 'EditConflict', activityId: 'd1a1', field: 'time', message }], trip: kyotoTrip().trip } } },
    };
    renderAs(<TripChangesDialog open onClose={() => undefined} tripUuid={TRIP_UUID} />, {
      session: olga,
      mocks: [
        historyMock(change(9, 'ben', bens), change(8, 'olga', olgas, { canUndo: true, conflicts: ['ben changed the name of "Kinkaku-ji" first: it stays "Golden Pavilion" (you wanted "Kinkaku").'] })),
        undo,
        historyMock(change(10, 'olga', `undid: ${olgas}`, { kind: 'undo' }), change(9, 'ben', bens), change(8, 'olga', olgas, { undone: true })),
      ],
      path: '/',
      route: '/',
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Changes' }));
    const list = await dialog.findByRole('list', { name: 'Changes to the itinerary, newest first' });
    const rows = () => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(rows().map((row) => row.textContent)).toEqual([
      `ben ${bens}2 minutes ago`,
      `You ${olgas}10 minutes agoNot applied: ben changed the name of "Kinkaku-ji" first: it stays "Golden Pavilion" (you wanted "Kinkaku").Undo`,
    ]);
    expect(within(rows()[1]).getByText('10 minutes ago').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // only one's own changes can be undone
    expect(dialog.getAllByRole('button', { name: /^Undo/ })).toHaveLength(1);

    fireEvent.click(dialog.getByRole('button', { name: `Undo: ${olgas}` }));
    expect((await dialog.findByRole('alert')).textContent).toContain(message);
    expect(sent).toHaveBeenCalledWith({ tripUuid: TRIP_UUID, revision: 8 });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0].textContent).toContain(`You undid: ${olgas}`);
    expect(rows()[2].textContent).toContain('undone');
    expect(dialog.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(toasts().textContent).toContain('Change undone');
    // the focus stays in the dialog
    expect(document.activeElement).toBe(dialog.getByRole('heading', { name: 'Changes' }));
  });

  it('says so when there are no changes yet', async () => {
    renderAs(<TripChangesDialog open onClose={() => undefined} tripUuid={TRIP_UUID} />, { session: olga, mocks: [historyMock()], path: '/', route: '/' });
    expect(await screen.findByText('No changes to the itinerary yet.')).toBeTruthy();
  });
});
