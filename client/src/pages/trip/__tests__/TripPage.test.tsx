import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderWithApp } from '../../../../test/render';
import { tripOptionsMock } from '../../../../test/trip-options';
import { TRIP_TO_MODIFY_KEY } from '../../../features/planner/trip-to-modify';
import { TRIP_PREFERENCES_KEY } from '../../../features/wizard/wizard-storage';
import { TripPageDocument } from '../../../gql/graphql';
import TripPage from '../TripPage';
import { kyotoTrip, permissionsMock, TRIP_UUID, tripSettingsMocks } from './trip-fixture';

// Leaflet needs a real browser; the map itself is covered by the browser tests.
jest.mock('../../../features/trip-page/map/LeafletMap', () => ({ __esModule: true, default: () => <div role="region" aria-label="Map stub" /> }));
// The wallet fetches its own data and has its own tests (features/wallet/__tests__).
jest.mock('../../../features/wallet/WalletPanel', () => ({ __esModule: true, default: () => <section aria-label="Wallet stub" /> }));

const request = { query: TripPageDocument, variables: { uuid: TRIP_UUID } };

// the wizard's lists: the server's own
const tripOptions = tripOptionsMock();

function renderTripPage(result: object, permissions = permissionsMock(false)) {
  return renderWithApp(<TripPage />, {
    mocks: [{ request, ...result }, permissions, tripOptions, ...tripSettingsMocks()],
    path: `/trip/${TRIP_UUID}`,
    route: '/trip/:id',
    extraRoutes: { '/': <h1>Home page</h1> },
  });
}

// A modal dialog hides the rest of the page from assistive technology, the toasts included.
const toast = () => screen.getByRole('region', { name: /Notifications/, hidden: true });

describe('TripPage', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows a loading state, then the hero with dates, budget label, travelers and tags', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    expect(screen.getByRole('status').textContent).toContain('Loading your trip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kyoto' })).toBeTruthy();
    expect(screen.getByText('Apr 2 – Apr 6, 2027')).toBeTruthy();
    expect(screen.getByText('Upscale')).toBeTruthy();
    expect(screen.getByText('2 travelers')).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Trip tags' }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Historical Sites', 'Photography', 'Cultural', 'Ryokan']);
    const first = within(screen.getByRole('region', { name: 'First activities' }));
    expect(first.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['09:00Kinkaku-ji', '12:30Lunch at Nishiki Market']);
  });

  it('shows the duration when the trip has no dates', async () => {
    renderTripPage({ result: { data: kyotoTrip({ startDate: null, endDate: null }) } });
    expect(await screen.findByText('5 days')).toBeTruthy();
  });

  it('offers no edit controls to a browser that may not edit the trip', async () => {
    const permissions = permissionsMock(false);
    renderTripPage({ result: { data: kyotoTrip() } }, permissions);
    await screen.findByRole('heading', { name: 'Your 5-day itinerary' });
    await waitFor(() => expect(permissions.result).toHaveBeenCalled());
    // let the answer render
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Edit itinerary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) activity/ })).toBeNull();
  });

  it("shows a saved trip's own travellers a Companions button; a stranger, or the planner of a trip nobody saved, gets none", async () => {
    const companion = permissionsMock(false, { canViewWallet: true, role: 'viewer' });
    const { unmount } = renderTripPage({ result: { data: kyotoTrip({ userId: 1 }) } }, companion);
    expect((await screen.findByRole('button', { name: 'Companions' })).getAttribute('aria-haspopup')).toBe('dialog');
    unmount();

    for (const [trip, permissions] of [
      [kyotoTrip({ userId: 1 }), permissionsMock(false)],
      [kyotoTrip({ userId: null }), permissionsMock(true)],
    ] as const) {
      const view = renderTripPage({ result: { data: trip } }, permissions);
      await screen.findByRole('heading', { name: 'Your 5-day itinerary' });
      await waitFor(() => expect(permissions.result).toHaveBeenCalled());
      await act(async () => undefined);
      expect(screen.queryByRole('button', { name: 'Companions' })).toBeNull();
      view.unmount();
    }
  });

  it('shows the first 2 days, then the whole itinerary on request', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    await screen.findByRole('heading', { name: 'Your 5-day itinerary' });
    expect(screen.getByRole('article', { name: 'Day 1: Day title 1' })).toBeTruthy();
    // the second day comes in a commit of its own (a short task for a phone)
    expect(await screen.findByRole('article', { name: 'Day 2: Day title 2' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Day 3: Day title 3' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Activity types' })).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: 'Show full 5-day itinerary' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('article', { name: 'Day 5: Day title 5' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show first 2 days' }));
    expect(screen.queryByRole('article', { name: 'Day 5: Day title 5' })).toBeNull();
  });

  it('builds the days behind the toggle only when shown or printed, and a printout has every day', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    await screen.findByRole('heading', { name: 'Your 5-day itinerary' });
    // hidden days are not built with the page (not even hidden): a phone does no work for them
    expect(screen.queryByText('Day title 3', { exact: false })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // the print stylesheet shows them; on screen they stay behind the toggle
    for (const day of [3, 4, 5]) expect(screen.getByRole('article', { hidden: true, name: `Day ${day}: Day title ${day}` }).closest('[data-print-day]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('article', { name: 'Day 3: Day title 3' })).toBeNull();
  });

  it('shows activities with time, type and duration, stays with whole-unit prices and no invented rating', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    const day1 = within(await screen.findByRole('article', { name: 'Day 1: Day title 1' }));
    expect(day1.getByRole('heading', { name: 'Kinkaku-ji' })).toBeTruthy();
    expect(day1.getAllByText('Sightseeing').length).toBeGreaterThan(0);
    expect(day1.getAllByText('1 h 30 min')).toHaveLength(3);
    // 'Philosopher’s Path' has type other: the keywords make it sightseeing ('path' is not one; 'other' stays)
    expect(day1.getAllByText('Food & drink').length).toBeGreaterThan(0);
    // the sections below the itinerary arrive in a second render
    const stays = within(await screen.findByRole('region', { name: 'Recommended Accommodations' }));
    expect(stays.getByText('¥29,000')).toBeTruthy();
    expect(stays.queryByLabelText(/Rated/)).toBeNull();
  });

  it("says 'Information not available.' without a destination overview", async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    const guide = within(await screen.findByRole('region', { name: 'Destination Guide' }));
    expect(guide.getByText('Information not available.')).toBeTruthy();
  });

  it('a trip whose places a model proposed says what checked them, or that nothing did, on the guide and on each place', async () => {
    const overview = (placeData: object) => ({
      __typename: 'DestinationOverview',
      name: 'Kyoto',
      country: 'Japan',
      description: 'Temples and gardens.',
      bestTimeToVisit: 'Spring',
      languages: ['Japanese'],
      currency: 'JPY',
      travelTips: [],
      customs: 'Bow.',
      transportationTips: 'Buses.',
      safetyTips: 'Safe.',
      imageUrl: null,
      placeData: { __typename: 'PlaceData', source: null, credit: null, ...placeData },
    });
    const unverified = renderTripPage({ result: { data: kyotoTrip({ destinationOverview: overview({ verified: false }) }) } });
    const day1 = within(await screen.findByRole('article', { name: 'Day 1: Day title 1' }));
    // every place of the day (each has a position on the map) carries the label
    expect(day1.getAllByText('Not verified')).toHaveLength(3);
    const guide = within(await screen.findByRole('region', { name: 'Destination Guide' }));
    expect(guide.getByText('Not verified: an AI model suggested these places and no map was available to check them. Check each one before you go.')).toBeTruthy();
    // the stays were proposed too
    const stays = within(await screen.findByRole('region', { name: 'Recommended Accommodations' }));
    expect(stays.getAllByText('Not verified').length).toBe(stays.getAllByRole('article').length);
    unverified.unmount();

    renderTripPage({ result: { data: kyotoTrip({ destinationOverview: overview({ verified: true, source: 'OpenStreetMap', credit: '© OpenStreetMap contributors' }) }) } });
    const verifiedDay = within(await screen.findByRole('article', { name: 'Day 1: Day title 1' }));
    expect(verifiedDay.queryByText('Not verified')).toBeNull();
    expect(within(await screen.findByRole('region', { name: 'Recommended Accommodations' })).queryByText('Not verified')).toBeNull();
    const verifiedGuide = within(await screen.findByRole('region', { name: 'Destination Guide' }));
    expect(verifiedGuide.getByTestId('place-data').textContent).toBe('Every place in this trip was checked against OpenStreetMap, which gave its position. Place data © OpenStreetMap contributors.');
  });

  it('has the map section with a legend per day', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    const map = within(await screen.findByRole('region', { name: 'Interactive Trip Map' }));
    expect(map.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']);
  });

  it('asks anonymous visitors to log in before saving', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Trip' }));
    expect(toast().textContent).toContain('You should login first to save the trip');
  });

  it('opens the share fallback without a share sheet, and copies the text', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderTripPage({ result: { data: kyotoTrip() } });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Share' }))[0]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Share this trip' }));
    const text = (dialog.getByRole('textbox', { name: 'Text to share' }) as HTMLTextAreaElement).value;
    expect(text).toContain('Check out my trip to Kyoto, Japan!');
    expect(text).toContain('• Kinkaku-ji\n• Lunch at Nishiki Market\n• Philosopher’s Path');
    expect(text).not.toContain('Temple 2');
    expect(text).toContain(`/trip/${TRIP_UUID}`);
    expect(dialog.getAllByRole('link').map((a) => a.textContent)).toEqual(['Email', 'Twitter', 'Facebook', 'WhatsApp']);

    jest.useFakeTimers();
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Copy' })));
    expect(writeText).toHaveBeenCalledWith(text);
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(toast().textContent).toContain('Copied to clipboard');
    act(() => jest.advanceTimersByTime(2000));
    expect(dialog.getByRole('button', { name: 'Copy' })).toBeTruthy();
    jest.useRealTimers();
  });

  it('uses the share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderTripPage({ result: { data: kyotoTrip() } });
    const [shareButton] = await screen.findAllByRole('button', { name: 'Share' });
    await act(async () => fireEvent.click(shareButton));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kyoto trip itinerary', url: expect.stringContaining(TRIP_UUID) }));
    expect(toast().textContent).toContain('Shared successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it('prints, and says so when printing is blocked', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('blocked');
    });
    renderTripPage({ result: { data: kyotoTrip() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    expect(toast().textContent).toContain('Print error');
    expect(toast().textContent).toContain('Unable to open print window. Please check your browser settings.');
  });

  it('Modify Trip opens the preferences wizard with the trip; Generate Trip stores it for the planner and goes home', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Modify Trip' }));
    // the wizard is a lazily loaded chunk: its first load under jest takes a while
    const wizard = await screen.findByRole('dialog', { name: 'Where to?' }, { timeout: 10_000 });
    const destination = within(wizard).getByRole('combobox', { name: 'Destination' }) as HTMLInputElement;
    expect(destination.value).toBe('Kyoto');

    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));

    await screen.findByRole('dialog', { name: 'When?' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'What interests you?' });
    expect((await screen.findByRole('button', { name: 'Ryokan' })).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('dialog', { name: 'Your Trip Preferences' });
    expect(within(summary).getByText('Apr 2, 2027 – Apr 6, 2027')).toBeTruthy();
    fireEvent.click(within(summary).getByRole('button', { name: 'Generate Trip' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(toast().textContent).toContain('Preferences saved');
    const preferences = { travelStyle: ['Cultural'], accommodation: ['Ryokan'], activities: ['Historical Sites', 'Photography'], budgetLevel: 4, currency: 'USD', duration: '5 days', travelers: '2' };
    const stored = JSON.parse(window.localStorage.getItem(TRIP_TO_MODIFY_KEY) ?? '{}');
    expect(stored).toMatchObject({ destination: 'Kyoto', country: 'Japan', startDate: '2027-04-02', endDate: '2027-04-06', preferences, scrollToTop: false });
    expect(JSON.parse(window.localStorage.getItem(TRIP_PREFERENCES_KEY) ?? '{}')).toMatchObject({ destination: 'Kyoto', dateRange: { from: '2027-04-02', to: '2027-04-06' }, preferences });
  });

  it('the wizard stops on a blank destination and on a category with nothing chosen', async () => {
    renderTripPage({ result: { data: kyotoTrip() } });
    fireEvent.click(await screen.findByRole('button', { name: 'Modify Trip' }));
    const wizard = await screen.findByRole('dialog', { name: 'Where to?' }, { timeout: 10_000 });
    fireEvent.change(within(wizard).getByRole('combobox', { name: 'Destination' }), { target: { value: '  ' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(toast().textContent).toContain('Destination required');
    expect(toast().textContent).toContain('Please enter a destination to continue');
    expect(screen.getByRole('dialog', { name: 'Where to?' })).toBeTruthy();

    fireEvent.change(within(wizard).getByRole('combobox', { name: 'Destination' }), { target: { value: 'Osaka' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'What interests you?' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ryokan' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toast().textContent).toContain('Preferences required');
    expect(toast().textContent).toContain('Please select at least one option from each category');
    expect(screen.getByRole('dialog', { name: 'What interests you?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's message when the trip cannot be loaded", async () => {
    renderTripPage({ result: { errors: [new GraphQLError('Trip not found', { extensions: { code: 'NOT_FOUND' } })] } });
    expect(await screen.findByRole('heading', { name: 'Error loading trip' })).toBeTruthy();
    expect(screen.getByText('Trip not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });

  it('falls back to a friendly message when the request itself fails', async () => {
    renderTripPage({ error: new TypeError('Failed to fetch') });
    expect(await screen.findByRole('heading', { name: 'Error loading trip' })).toBeTruthy();
    expect(screen.getByText('Unable to load trip details. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Failed to fetch')).toBeNull();
  });
});
