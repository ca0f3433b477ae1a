import type { MockedProviderProps } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { injectServerTripOptions, removeInjectedTripOptions, serverTripOptions, tripOptionsMock } from '../../../../test/trip-options';
import { DestinationFieldSuggestionsDocument } from '../../../gql/graphql';
import { saveWizardResult, TRAVELER_CHOICES, wizardStateOf } from '../../wizard';
import { TRIP_TO_MODIFY_KEY } from '../trip-to-modify';
import { TripForm } from '../TripForm';

const suggestions = (query: string, list: { destination: string; country: string; plannable?: boolean }[]) => ({
  request: { query: DestinationFieldSuggestionsDocument, variables: { query, limit: 5 } },
  delay: 30,
  result: {
    data: {
      destinationSuggestions: {
        __typename: 'DestinationSuggestions',
        suggestions: list.map((s) => ({ __typename: 'DestinationSuggestion', plannable: true, ...s, displayName: `${s.destination}, ${s.country}` })),
      },
    },
  },
});

const parisMocks = [
  suggestions('pa', [
    { destination: 'Paris', country: 'France' },
    { destination: 'Panama City', country: 'Panama' },
  ]),
];

/** The form in a page the server served: its option lists in the page, and the tripOptions query answering them. */
function renderForm(mocks: MockedProviderProps['mocks'] = parisMocks, pending = false) {
  const onGenerate = jest.fn();
  renderWithApp(<TripForm pending={pending} onGenerate={onGenerate} />, { mocks: [tripOptionsMock(), ...(mocks ?? [])] });
  return { onGenerate };
}

const destination = () => screen.getByRole('combobox', { name: 'Where to?' });
const submit = () => screen.getByRole('button', { name: 'Generate Trip Plan' }) as HTMLButtonElement;
const suggestionOptions = () => within(screen.getByRole('listbox', { name: 'Destination suggestions' })).findAllByRole('option');
const toast = () => screen.getByRole('region', { name: /Notifications/, hidden: true });
const who = () => within(screen.getByRole('group', { name: 'Who?' }));
const interestChips = () => within(screen.getByRole('group', { name: 'Interests?' })).queryAllByRole('button');
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed') === 'true';

describe('TripForm', () => {
  beforeEach(() => injectServerTripOptions());
  afterEach(() => {
    window.localStorage.clear();
    removeInjectedTripOptions();
  });

  it('has the four questions, Budget defaulting to Mid-range and Solo chosen', () => {
    renderForm();
    expect(screen.getByLabelText('Where to?')).toBe(destination());
    expect(screen.getByRole('button', { name: 'Add dates' })).toBeTruthy();
    expect((screen.getByLabelText('Budget?') as HTMLSelectElement).value).toBe('3');
    expect(Array.from((screen.getByLabelText('Budget?') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Budget-friendly', 'Economy', 'Mid-range', 'Upscale', 'Luxury']);
    const who = within(screen.getByRole('group', { name: 'Who?' }));
    expect(who.getAllByRole('button').map((b) => b.textContent)).toEqual(['Solo 1', 'Couple 2', 'Family 3-4', 'Friends 5+']);
    expect(who.getByRole('button', { name: 'Solo 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(interestChips().map((chip) => chip.textContent)).toEqual(serverTripOptions().interests);
    expect(interestChips()).toHaveLength(19);
  });

  it("shows the server's lists from the page on its first paint, before the query answers", () => {
    const onGenerate = jest.fn();
    // a query that has not answered yet: everything below is the first render
    renderWithApp(<TripForm pending={false} onGenerate={onGenerate} />, { mocks: [tripOptionsMock(undefined, 60_000)] });
    expect(who().getAllByRole('button').map((b) => b.textContent)).toEqual(['Solo 1', 'Couple 2', 'Family 3-4', 'Friends 5+']);
    expect(interestChips()).toHaveLength(19);
    expect((screen.getByLabelText('Budget?') as HTMLSelectElement).options).toHaveLength(5);
  });

  it('takes the tripOptions query as the source once Apollo Client is there', async () => {
    const renamed = { ...serverTripOptions(), interests: [...serverTripOptions().interests, 'Stargazing'], budgetLevels: [{ level: 3, label: 'Comfortable' }] };
    renderWithApp(<TripForm pending={false} onGenerate={jest.fn()} />, { mocks: [tripOptionsMock(renamed)] });
    expect(screen.queryByRole('button', { name: 'Stargazing' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Stargazing' })).toBeTruthy();
    expect(Array.from((screen.getByLabelText('Budget?') as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Comfortable']);
  });

  it('without the lists in the page (or with a broken block) it shows them once the query answers', async () => {
    for (const page of ['missing', '{"interests": "not a list"}']) {
      if (page === 'missing') removeInjectedTripOptions();
      else injectServerTripOptions(page);
      renderForm([]);
      expect(interestChips()).toHaveLength(0);
      expect(who().queryAllByRole('button')).toHaveLength(0);
      await waitFor(() => expect(interestChips()).toHaveLength(19));
      expect(pressed(who().getByRole('button', { name: 'Solo 1' }))).toBe(true);
      cleanup();
    }
  });

  it("shows selected every party, budget and interest the wizard can hand over, and keeps the wizard's own text", () => {
    // Who? for each of the wizard's 'Who is going?' choices
    const expectedParty: Record<string, string> = {
      '1 adult': 'Solo 1',
      '2 adults': 'Couple 2',
      '3 adults': 'Family 3-4',
      '4 adults': 'Family 3-4',
      '2 adults + kids': 'Family 3-4',
      '5+ adults': 'Friends 5+',
    };
    expect(Object.keys(expectedParty)).toEqual([...TRAVELER_CHOICES]);
    const { interests, activities } = serverTripOptions();
    TRAVELER_CHOICES.forEach((travelers, index) => {
      const budgetLevel = (index % 5) + 1;
      // the wizard's activities, and some of the form's own interests
      const chosen = [...new Set([...activities, interests[index]])];
      saveWizardResult(wizardStateOf({ destination: 'Lisbon', preferences: { travelers, budgetLevel, activities: chosen, travelStyle: ['Cultural'], accommodation: ['Hostel'] } }));
      const { onGenerate } = renderForm();
      const selectedParty = who().getAllByRole('button').filter(pressed);
      expect({ travelers, selected: selectedParty.map((b) => b.textContent) }).toEqual({ travelers, selected: [expectedParty[travelers]] });
      const budget = screen.getByLabelText('Budget?') as HTMLSelectElement;
      expect(budget.value).toBe(String(budgetLevel));
      expect(budget.selectedOptions[0].text).toBe(serverTripOptions().budgetLevels[budgetLevel - 1].label);
      expect(interestChips().filter(pressed).map((chip) => chip.textContent).sort()).toEqual([...chosen].sort());
      // submitted unchanged, the wizard's own text goes out
      fireEvent.click(submit());
      expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ preferences: expect.objectContaining({ travelers, budgetLevel, activities: chosen }) }));
      cleanup();
      window.localStorage.clear();
    });
  });

  it("choosing another party replaces the wizard's text with the choice's", () => {
    saveWizardResult(wizardStateOf({ destination: 'Lisbon', preferences: { travelers: '2 adults + kids' } }));
    const { onGenerate } = renderForm();
    expect(pressed(who().getByRole('button', { name: 'Family 3-4' }))).toBe(true);
    // choosing the chosen one again keeps it
    fireEvent.click(who().getByRole('button', { name: 'Family 3-4' }));
    expect(pressed(who().getByRole('button', { name: 'Family 3-4' }))).toBe(true);
    fireEvent.click(who().getByRole('button', { name: 'Friends 5+' }));
    expect(who().getAllByRole('button').filter(pressed).map((b) => b.textContent)).toEqual(['Friends 5+']);
    fireEvent.click(submit());
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ preferences: expect.objectContaining({ travelers: '5+' }) }));
  });

  it('disables Generate Trip Plan while the destination is empty or a request is pending', () => {
    renderForm();
    expect(submit().disabled).toBe(true);
    fireEvent.change(destination(), { target: { value: 'Kyoto' } });
    expect(submit().disabled).toBe(false);
  });

  it('stays disabled while pending', () => {
    renderForm(parisMocks, true);
    fireEvent.change(destination(), { target: { value: 'Kyoto' } });
    expect(submit().disabled).toBe(true);
  });

  it("asks for a destination when it is only spaces", () => {
    const { onGenerate } = renderForm();
    fireEvent.change(destination(), { target: { value: '   ' } });
    fireEvent.click(submit());
    expect(onGenerate).not.toHaveBeenCalled();
    expect(toast().textContent).toContain('Destination required');
    expect(toast().textContent).toContain('Please enter a destination for your trip');
  });

  it('suggests from 2 characters: loading, then the list; choosing fills the field and focuses the dates', async () => {
    const { onGenerate } = renderForm();
    fireEvent.change(destination(), { target: { value: 'P' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(destination().getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(destination(), { target: { value: ' PA ' } });
    expect(screen.getByText('Loading suggestions...')).toBeTruthy();
    const options = await suggestionOptions();
    expect(options.map((o) => o.textContent)).toEqual(['ParisParis, France', 'Panama CityPanama City, Panama']);

    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    expect(destination().getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    fireEvent.keyDown(destination(), { key: 'ArrowUp' });
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(destination(), { key: 'Enter' });

    expect((destination() as HTMLInputElement).value).toBe('Paris');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add dates' }));

    fireEvent.click(within(screen.getByRole('group', { name: 'Who?' })).getByRole('button', { name: 'Couple 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Food Tours' }));
    fireEvent.change(screen.getByLabelText('Budget?'), { target: { value: '5' } });
    fireEvent.click(submit());
    expect(onGenerate).toHaveBeenCalledWith({
      destination: 'Paris',
      country: 'France',
      startDate: null,
      endDate: null,
      preferences: { travelStyle: [], accommodation: [], activities: ['Food Tours'], budgetLevel: 5, currency: 'USD', duration: '1 Week', travelers: '2' },
    });
  });

  it("marks a place that cannot be planned now, and it cannot be chosen: arrows pass over it", async () => {
    renderForm([
      suggestions('gra', [
        { destination: 'Granada', country: 'Spain' },
        { destination: 'Graz', country: 'Austria', plannable: false },
        { destination: 'Grasse', country: 'France', plannable: false },
      ]),
    ]);
    fireEvent.change(destination(), { target: { value: 'gra' } });
    const options = await suggestionOptions();
    expect(options.map((o) => o.textContent)).toEqual(['GranadaGranada, Spain', "GrazGraz, AustriaCan't plan yet", "GrasseGrasse, FranceCan't plan yet"]);
    expect(options.map((o) => o.getAttribute('aria-disabled'))).toEqual([null, 'true', 'true']);

    fireEvent.click(options[1]);
    expect((destination() as HTMLInputElement).value).toBe('gra');
    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    expect(destination().getAttribute('aria-activedescendant')).toBe(options[0].id);
    fireEvent.keyDown(destination(), { key: 'ArrowUp' });
    fireEvent.keyDown(destination(), { key: 'Enter' });
    expect((destination() as HTMLInputElement).value).toBe('Granada');
  });

  it("says 'No destinations found' when nothing matches", async () => {
    renderForm([suggestions('zzq', [])]);
    fireEvent.change(destination(), { target: { value: 'zzq' } });
    expect(await screen.findByText('No destinations found')).toBeTruthy();
  });

  it('closes the list with Escape and with a click outside; a click chooses', async () => {
    renderForm([...parisMocks, ...parisMocks]);
    fireEvent.change(destination(), { target: { value: 'pa' } });
    await suggestionOptions();
    fireEvent.keyDown(destination(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    expect(await suggestionOptions()).toHaveLength(2);
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    fireEvent.keyDown(destination(), { key: 'ArrowDown' });
    fireEvent.click((await suggestionOptions())[1]);
    expect((destination() as HTMLInputElement).value).toBe('Panama City');
  });

  it('fills itself from a trip handed over by Modify Trip, then forgets it', async () => {
    jest.useFakeTimers();
    window.localStorage.setItem(
      TRIP_TO_MODIFY_KEY,
      JSON.stringify({
        destination: 'Kyoto',
        country: 'Japan',
        startDate: '2027-04-02',
        endDate: '2027-04-06',
        preferences: { travelStyle: ['Cultural'], accommodation: [], activities: ['Photography'], budgetLevel: 4, currency: 'USD', duration: '5 days', travelers: '2' },
        timestamp: Date.now(),
        scrollToTop: true,
      }),
    );
    const { onGenerate } = renderForm();
    expect((destination() as HTMLInputElement).value).toBe('Kyoto');
    expect(screen.getByRole('button', { name: 'Apr 2 – Apr 6, 2027' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photography' }).getAttribute('aria-pressed')).toBe('true');
    expect(toast().textContent).toContain('Trip preferences loaded');
    expect(toast().textContent).toContain('You can now modify your trip preferences and generate a new itinerary');
    expect(window.localStorage.getItem(TRIP_TO_MODIFY_KEY)).not.toBeNull();
    act(() => jest.advanceTimersByTime(1000));
    expect(window.localStorage.getItem(TRIP_TO_MODIFY_KEY)).toBeNull();
    jest.useRealTimers();

    fireEvent.click(submit());
    expect(onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ destination: 'Kyoto', country: 'Japan', startDate: '2027-04-02', endDate: '2027-04-06', preferences: expect.objectContaining({ travelStyle: ['Cultural'], duration: '5 days', budgetLevel: 4 }) }),
    );
  });

  it('ignores a handed-over trip older than 30 minutes', () => {
    window.localStorage.setItem(TRIP_TO_MODIFY_KEY, JSON.stringify({ destination: 'Kyoto', country: 'Japan', preferences: {}, timestamp: Date.now() - 31 * 60 * 1000, scrollToTop: true }));
    renderForm();
    expect((destination() as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem(TRIP_TO_MODIFY_KEY)).toBeNull();
  });
});
