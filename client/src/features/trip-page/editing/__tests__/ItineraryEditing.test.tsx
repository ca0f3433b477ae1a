import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../../test/render';
import { TripPageDocument, TripPageUpdateItineraryDocument } from '../../../../gql/graphql';
import TripPage from '../../../../pages/trip/TripPage';
import { kyotoTrip, permissionsMock, TRIP_UUID } from '../../../../pages/trip/__tests__/trip-fixture';

// Leaflet needs a real browser; the map itself is covered by the browser tests.
jest.mock('../../map/LeafletMap', () => ({ __esModule: true, default: () => <div role="region" aria-label="Map stub" /> }));

// The whole trip page renders here, and the dialog loads lazily: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

type Activity = Record<string, unknown>;
/** the fixture's trip, unmasked */
type Trip = Record<string, unknown> & { itinerary: Array<Record<string, unknown> & { activities: Activity[] }> };
interface SavedActivity {
  title: string;
  time?: string | null;
  location?: unknown;
  [field: string]: unknown;
}
interface SavedDay {
  day: number;
  activities: SavedActivity[];
}

/** The updateTripItinerary answer: the trip with its first day's activities changed. */
function savedTrip(changeDay1: (activities: Activity[]) => Activity[]): Trip {
  const trip = kyotoTrip().trip as unknown as Trip;
  return { ...trip, itinerary: trip.itinerary.map((day, index) => (index === 0 ? { ...day, activities: changeDay1([...day.activities]) } : day)) };
}

/** One save; the variables it was sent with are recorded in `sent`. */
function saveMock(result: object) {
  const sent = jest.fn<void, [{ uuid: string; itinerary: SavedDay[] }]>();
  return {
    sent,
    mock: {
      request: {
        query: TripPageUpdateItineraryDocument,
        variables: (variables: Record<string, unknown>) => {
          sent(variables as { uuid: string; itinerary: SavedDay[] });
          return true;
        },
      },
      result,
    },
  };
}

function renderEditableTripPage(...saves: MockedResponse[]) {
  return renderWithApp(<TripPage />, {
    mocks: [{ request: { query: TripPageDocument, variables: { uuid: TRIP_UUID } }, result: { data: kyotoTrip() } }, permissionsMock(true), ...saves],
    path: `/trip/${TRIP_UUID}`,
    route: '/trip/:id',
  });
}

// A modal dialog hides the rest of the page from assistive technology, the toasts included.
const toast = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const day1 = () => within(screen.getByRole('article', { name: 'Day 1: Day title 1' }));

async function enterEditMode() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit itinerary' }));
  expect(screen.getByRole('button', { name: 'Done editing' }).getAttribute('aria-pressed')).toBe('true');
}

describe('itinerary editing on the trip page', () => {
  it("adds an activity once title and description are given, in a free slot after the day's last visit, and says so", async () => {
    const tea = { __typename: 'Activity', title: 'Tea ceremony', description: 'Matcha in Gion.', type: 'sightseeing', time: '16:30', timeframe: null, duration: 60, address: null, imageUrl: null, placeId: null, location: null };
    const save = saveMock({ data: { updateTripItinerary: savedTrip((activities) => [...activities, tea]) } });
    renderEditableTripPage(save.mock);
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
    expect(save.sent).not.toHaveBeenCalled();

    fireEvent.change(dialog.getByRole('textbox', { name: 'Description' }), { target: { value: 'Matcha in Gion.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add Activity' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity added'));
    const { uuid, itinerary } = save.sent.mock.calls[0][0];
    expect(uuid).toBe(TRIP_UUID);
    expect(itinerary).toHaveLength(5);
    // the last activity of day 1 is from 15:00 to 16:30, so the new one starts as it ends
    expect(itinerary[0].activities.at(-1)).toEqual({ title: 'Tea ceremony', description: 'Matcha in Gion.', type: 'sightseeing', time: '16:30', timeframe: null, duration: 60, location: null, address: null, imageUrl: null, placeId: null });
    expect(itinerary[0].activities[0]).toMatchObject({ title: 'Kinkaku-ji', location: { lat: 35.04, lng: 135.72, city: 'Kyoto' } });
    expect(itinerary[0].activities[0]).not.toHaveProperty('__typename');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(day1().getByRole('heading', { name: 'Tea ceremony' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done editing' }));
    expect(toast().textContent).toContain('Itinerary saved');
    expect(screen.queryByRole('button', { name: 'Add Activity' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit itinerary' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps what was typed and says why when the save fails', async () => {
    const save = saveMock({ errors: [new GraphQLError('Only the traveller who created this trip can edit its itinerary', { extensions: { code: 'FORBIDDEN' } })] });
    renderEditableTripPage(save.mock);
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

  it('edits an activity from its prefilled dialog, and deletes one by position', async () => {
    const edit = saveMock({ data: { updateTripItinerary: savedTrip((activities) => [{ ...activities[0], time: '08:30' }, ...activities.slice(1)]) } });
    const remove = saveMock({ data: { updateTripItinerary: savedTrip((activities) => [{ ...activities[0], time: '08:30' }, activities[2]]) } });
    renderEditableTripPage(edit.mock, remove.mock);
    await enterEditMode();

    fireEvent.click(day1().getByRole('button', { name: 'Edit activity: Kinkaku-ji' }));
    const dialog = within(await screen.findByRole('dialog', { name: /Edit Activity/ }));
    expect((dialog.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Kinkaku-ji');
    expect((dialog.getByRole('spinbutton', { name: 'Duration (minutes)' }) as HTMLInputElement).value).toBe('90');
    fireEvent.change(dialog.getByRole('textbox', { name: 'Time' }), { target: { value: '08:30' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity updated'));
    // an edit keeps what it did not touch: the pin and address stay
    expect(edit.sent.mock.calls[0][0].itinerary[0].activities[0]).toMatchObject({ title: 'Kinkaku-ji', time: '08:30', duration: 90, address: 'Kinkaku-ji street 1', location: { lat: 35.04 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(day1().getByRole('button', { name: 'Delete activity: Lunch at Nishiki Market' }));
    await waitFor(() => expect(toast().textContent).toContain('Activity removed'));
    expect(remove.sent.mock.calls[0][0].itinerary[0].activities.map((a) => a.title)).toEqual(['Kinkaku-ji', 'Philosopher’s Path']);
    expect(day1().queryByRole('heading', { name: 'Lunch at Nishiki Market' })).toBeNull();
    expect(document.activeElement).toBe(day1().getByRole('button', { name: 'Add Activity' }));
  });
});
