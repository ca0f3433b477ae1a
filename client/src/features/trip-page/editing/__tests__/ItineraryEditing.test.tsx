import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../../test/render';
import { TripPageDocument, TripPageEditItineraryDocument, type ItineraryEditInput } from '../../../../gql/graphql';
import TripPage from '../../../../pages/trip/TripPage';
import { kyotoTrip, permissionsMock, TRIP_UUID, viewersMock } from '../../../../pages/trip/__tests__/trip-fixture';

// Leaflet needs a real browser; the map itself is covered by the browser tests.
jest.mock('../../map/LeafletMap', () => ({ __esModule: true, default: () => <div role="region" aria-label="Map stub" /> }));

// The whole trip page renders here, and the dialog loads lazily: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

type Activity = Record<string, unknown>;
/** the fixture's trip, unmasked */
type Trip = Record<string, unknown> & { itinerary: Array<Record<string, unknown> & { activities: Activity[] }> };
interface SentEdit {
  tripUuid: string;
  baseRevision: number;
  edit: ItineraryEditInput;
}

/** The trip as an edit's answer has it: its first day's activities changed, at a later revision. */
function tripAfter(changeDay1: (activities: Activity[]) => Activity[], revision = 8): Trip {
  const trip = kyotoTrip().trip as unknown as Trip;
  return { ...trip, revision, itinerary: trip.itinerary.map((day, index) => (index === 0 ? { ...day, activities: changeDay1([...day.activities]) } : day)) };
}

const conflict = (activityId: string, field: string, message: string) => ({ __typename: 'EditConflict', activityId, field, message });

/** One editTripItinerary answer; the variables it was sent with are recorded in `sent`. */
function editMock(trip: Trip | null, { applied = true, conflicts = [] as object[], errors }: { applied?: boolean; conflicts?: object[]; errors?: GraphQLError[] } = {}) {
  const sent = jest.fn<void, [SentEdit]>();
  return {
    sent,
    mock: {
      request: {
        query: TripPageEditItineraryDocument,
        variables: (variables: Record<string, unknown>) => {
          sent(variables as unknown as SentEdit);
          return true;
        },
      },
      result: errors ? { errors } : { data: { editTripItinerary: { __typename: 'ItineraryEditResult', applied, conflicts, trip } } },
    },
  };
}

let apollo: ApolloClient | undefined;
function GrabClient() {
  apollo = useApolloClient();
  return null;
}

function renderEditableTripPage(...edits: MockedResponse[]) {
  return renderWithApp(
    <>
      <TripPage />
      <GrabClient />
    </>,
    {
      mocks: [{ request: { query: TripPageDocument, variables: { uuid: TRIP_UUID } }, result: { data: kyotoTrip() } }, permissionsMock(true), viewersMock({ username: null }), ...edits],
      path: `/trip/${TRIP_UUID}`,
      route: '/trip/:id',
    },
  );
}

// A modal dialog hides the rest of the page from assistive technology, the toasts included.
const toast = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const day1 = () => within(screen.getByRole('article', { name: 'Day 1: Day title 1' }));

async function enterEditMode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit itinerary' }));
  expect(screen.getByRole('button', { name: 'Done editing' }).getAttribute('aria-pressed')).toBe('true');
}

/** The page's note of what someone else changed first (the page has other alerts, such as the wallet's). */
async function conflictAlert(): Promise<HTMLElement> {
  return (await screen.findByText('Not all of your change was saved')).closest('[role="alert"]') as HTMLElement;
}

async function openEditDialog(title: string) {
  fireEvent.click(day1().getByRole('button', { name: `Edit activity: ${title}` }));
  return within(await screen.findByRole('dialog', { name: /Edit Activity/ }));
}

describe('itinerary editing on the trip page', () => {
  it("adds an activity once title and description are given, in a free slot after the day's last visit, as one operation, and says so", async () => {
    const tea = { __typename: 'Activity', id: 'tea', title: 'Tea ceremony', description: 'Matcha in Gion.', type: 'sightseeing', time: '16:30', timeframe: null, duration: 60, address: null, imageUrl: null, placeId: null, location: null };
    const add = editMock(tripAfter((activities) => [...activities, tea]));
    renderEditableTripPage(add.mock);
    await enterEditMode();

    fireEvent.click(day1().getByRole('button', { name: 'Add Activity' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Add Activity/ }));
    expect((dialog.getByRole('textbox', { name: 'Time' }) as HTMLInputElement).placeholder).toBe('09:00');
    expect((dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }) as HTMLInputElement).value).toBe('60');

    fireEvent.click(dialog.getByRole('button', { name: 'Add Activity' }));
    expect(toast().textContent).toContain('Title is required');
    expect(toast().textContent).toContain('Please enter a title for this activity');
    expect(document.activeElement).toBe(dialog.getByRole('textbox', { name: 'Title' }));

    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: '  Tea ceremony ' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Activity' }));
    expect(toast().textContent).toContain('Description is required');
    expect(toast().textContent).toContain('Please enter a description for this activity');
    expect(add.sent).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Matcha in Gion.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Activity' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity added'));
    // One activity, not the whole list of days; the last activity of day 1 is from 15:00 to 16:30, so the new one starts as it ends.
    expect(add.sent.mock.calls).toEqual([
      [{ tripUuid: TRIP_UUID, baseRevision: 7, edit: { kind: 'add', day: 1, activity: { title: 'Tea ceremony', description: 'Matcha in Gion.', type: 'sightseeing', time: '16:30', duration: 60 } } }],
    ]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day1().getByRole('heading', { name: 'Tea ceremony' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done editing' }));
    expect(toast().textContent).toContain('Itinerary saved');
    expect(screen.queryByRole('button', { name: 'Add Activity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit itinerary' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps what was typed and says why when the save fails', async () => {
    const add = editMock(null, { errors: [new GraphQLError('Only the traveller who created this trip can edit its itinerary', { extensions: { code: 'FORBIDDEN' } })] });
    renderEditableTripPage(add.mock);
    await enterEditMode();
    fireEvent.click(day1().getByRole('button', { name: 'Add Activity' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Add Activity/ }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), { target: { value: 'Tea ceremony' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Matcha in Gion.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Activity' }));

    await waitFor(() => expect(toast().textContent).toContain('Could not save your changes'));
    expect(toast().textContent).toContain('Only the traveller who created this trip can edit its itinerary');
    expect(screen.getByRole('dialog', { name: /Add Activity/ })).toBeTruthy();
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Tea ceremony');
    // the open dialog hides the page from assistive technology
    const page = within(screen.getByRole('article', { name: 'Day 1: Day title 1', hidden: true }));
    expect(page.queryByRole('heading', { name: 'Tea ceremony', hidden: true })).toBeNull();
  });

  it('an edit sends only the fields changed in its prefilled dialog; a delete names the activity', async () => {
    const edit = editMock(tripAfter((activities) => [{ ...activities[0], time: '08:30' }, ...activities.slice(1)]));
    const remove = editMock(tripAfter((activities) => [{ ...activities[0], time: '08:30' }, activities[2]], 9));
    renderEditableTripPage(edit.mock, remove.mock);
    await enterEditMode();

    const dialog = await openEditDialog('Kinkaku-ji');
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Kinkaku-ji');
    expect((dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }) as HTMLInputElement).value).toBe('90');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Time' }), { target: { value: '08:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity updated'));
    // the pin, the address and every other field are not sent: they stay as they are
    expect(edit.sent.mock.calls[0][0]).toEqual({ tripUuid: TRIP_UUID, baseRevision: 7, edit: { kind: 'update', activityId: 'd1a1', changes: { time: '08:30' } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day1().getByText('08:30')).toBeTruthy();

    // made on the revision the edit's answer brought
    fireEvent.click(day1().getByRole('button', { name: 'Delete activity: Lunch at Nishiki Market' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity removed'));
    expect(remove.sent.mock.calls[0][0]).toEqual({ tripUuid: TRIP_UUID, baseRevision: 8, edit: { kind: 'remove', activityId: 'd1a2' } });
    expect(day1().queryByRole('heading', { name: 'Lunch at Nishiki Market' })).toBeNull();
    expect(document.activeElement).toBe(day1().getByRole('button', { name: 'Add Activity' }));
  });

  it('saving a dialog with nothing changed sends nothing', async () => {
    const edit = editMock(tripAfter((activities) => activities));
    renderEditableTripPage(edit.mock);
    await enterEditMode();
    const dialog = await openEditDialog('Kinkaku-ji');
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edit.sent).not.toHaveBeenCalled();
  });

  it("an edit is made on the revision its dialog opened on: someone else's change arriving meanwhile is not sent back, and what they changed first is shown", async () => {
    const message = 'ben changed the time of "Kinkaku-ji" first: it stays "11:00" (you wanted "10:00").';
    // ben's change reaches this page while the dialog is open (the page reads the trip again)...
    const bens = tripAfter((activities) => [{ ...activities[0], time: '11:00' }, ...activities.slice(1)]);
    // ...and the server keeps his time, and takes this traveller's description.
    const answer = tripAfter((activities) => [{ ...activities[0], time: '11:00', description: 'Go at opening time.' }, ...activities.slice(1)], 9);
    const edit = editMock(answer, { conflicts: [conflict('d1a1', 'time', message)] });
    renderEditableTripPage(edit.mock);
    await enterEditMode();

    const dialog = await openEditDialog('Kinkaku-ji');
    act(() => apollo!.writeQuery({ query: TripPageDocument, variables: { uuid: TRIP_UUID }, data: { __typename: 'Query', trip: bens } as never }));
    await waitFor(() => expect(screen.getAllByText('11:00').length).toBeGreaterThan(0));
    // the dialog still holds what it opened with
    expect((dialog.getByRole('textbox', { name: 'Time' }) as HTMLInputElement).value).toBe('09:00');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Time' }), { target: { value: '10:00' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Go at opening time.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    const alert = await conflictAlert();
    expect(edit.sent.mock.calls[0][0]).toEqual({ tripUuid: TRIP_UUID, baseRevision: 7, edit: { kind: 'update', activityId: 'd1a1', changes: { time: '10:00', description: 'Go at opening time.' } } });
    expect(alert.textContent).toContain(message);
    // the page shows the trip as the server answered: ben's time, this traveller's description
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const kinkakuji = within(day1().getByRole('heading', { name: 'Kinkaku-ji' }).closest('li')!);
    expect(kinkakuji.getByText('11:00')).toBeTruthy();
    expect(kinkakuji.getByText('Go at opening time.')).toBeTruthy();
    // the description was saved
    expect(toast().textContent).toContain('Activity updated');

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Not all of your change was saved')).toBeNull();
  });

  it('a delete of an activity someone changed meanwhile is refused with their words, and no "removed" toast', async () => {
    const message = 'ben changed "Lunch at Nishiki Market" after you opened the trip, so it was not removed.';
    const remove = editMock(tripAfter((activities) => activities), { applied: false, conflicts: [conflict('d1a2', 'activity', message)] });
    renderEditableTripPage(remove.mock);
    await enterEditMode();
    fireEvent.click(day1().getByRole('button', { name: 'Delete activity: Lunch at Nishiki Market' }));
    expect((await conflictAlert()).textContent).toContain(message);
    expect(day1().getByRole('heading', { name: 'Lunch at Nishiki Market' })).toBeTruthy();
    expect(toast().textContent).not.toContain('Activity removed');
  });
});
